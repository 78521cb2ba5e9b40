import { expect, it } from 'vitest';
import { findExecutable } from './find-executable.mjs';

it('finds an executable in PATH and returns undefined for one that is not there', () => {
  expect(findExecutable('sh')).toMatch(/\/sh$/);
  expect(findExecutable('sh', '/nonexistent')).toBeUndefined();
  expect(findExecutable('no-such-program-sluice')).toBeUndefined();
});
