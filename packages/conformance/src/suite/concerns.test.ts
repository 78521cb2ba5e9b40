import { expect, it } from 'vitest';
import { CONCERNS } from './concerns.js';
import { processorSuite } from './processor-suite.js';
import { SecretShouter } from './test-processors/correct.js';

it('names every concern processorSuite registers, in its order, so the CLI report shows them all', () => {
  const path: string[] = [];
  const groups: string[] = [];
  const describe = (name: string, body: () => void) => {
    path.push(name);
    if (path.length === 2) groups.push(name);
    body();
    path.pop();
  };
  const it = Object.assign(() => undefined, { skip: () => undefined });
  processorSuite({ describe, it, create: () => new SecretShouter() });
  expect(groups).toEqual([...CONCERNS]);
});
