import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createTempDirs } from './temp-dirs.js';

it('makes distinct empty dirs and removes all of them', () => {
  const temp = createTempDirs();
  const a = temp.make('sluice-temp-test-');
  const b = temp.make('sluice-temp-test-');
  expect(a).not.toBe(b);
  expect(existsSync(a) && existsSync(b)).toBe(true);
  temp.removeAll();
  expect(existsSync(a) || existsSync(b)).toBe(false);
});
