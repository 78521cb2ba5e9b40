import { describe, expect, it } from 'vitest';
import { intentWeights } from './test/intent-weights.js';

const violence = (text: string) => intentWeights(text).violence ?? 0;

describe('readIntent(): a harm participle after the noun of a thing is its ordinary sense', () => {
  it.each([
    'This command must be executed from the root directory.',
    'The script should be executed with node.',
    'The process should be killed before the upgrade.',
    'That job must be killed if it hangs.',
    'The scene should be shot at night.',
    'The bill must be killed in committee.',
  ])('finds no threat in %j', (text) => {
    expect(violence(text)).toBeLessThan(0.5);
  });

  it.each(['The prisoner must be executed at dawn.', 'That referee should be shot.', 'My neighbour should be hanged.'])('still reads a call for harm in %j', (text) => {
    expect(violence(text)).toBeGreaterThanOrEqual(0.5);
  });
});
