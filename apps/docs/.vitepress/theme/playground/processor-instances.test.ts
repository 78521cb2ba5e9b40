import { expect, it } from 'vitest';
import { ProcessorInstances } from './processor-instances';

it('keeps an instance while its options are unchanged, and builds a new one when they change or after clear()', () => {
  const instances = new ProcessorInstances();
  let built = 0;
  const build = (options: Record<string, unknown>) => ({ options, n: ++built });
  const first = instances.get('response-cache', { ttl: 1000 }, build);
  expect(instances.get('response-cache', { ttl: 1000 }, build)).toBe(first);
  const other = instances.get('response-cache', { ttl: 2000 }, build);
  expect(other).not.toBe(first);
  expect(instances.get('pii-detector', { ttl: 2000 }, build)).not.toBe(other);
  instances.clear();
  expect(instances.get('response-cache', { ttl: 2000 }, build)).not.toBe(other);
  expect(built).toBe(4);
});
