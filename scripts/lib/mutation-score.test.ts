import { describe, expect, it } from 'vitest';
import { mutationScore } from './mutation-score.mjs';

describe('mutationScore', () => {
  it('counts killed and timed-out mutants as detected, over detected, survived and uncovered ones', () => {
    const report = {
      files: {
        'a.ts': { mutants: [{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived' }] },
        'b.ts': { mutants: [{ status: 'NoCoverage' }, { status: 'CompileError' }, { status: 'Ignored' }, { status: 'RuntimeError' }] },
      },
    };
    expect(mutationScore(report)).toEqual({ detected: 2, survived: 1, noCoverage: 1, valid: 4, percent: 50 });
  });

  it('is 0 for a report without valid mutants', () => {
    expect(mutationScore({ files: {} }).percent).toBe(0);
  });
});
