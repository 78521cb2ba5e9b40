import { describe, expect, it } from 'vitest';
import { fromTextColumn, toTextColumn } from './text-column.js';

describe('text columns', () => {
  it('escape NUL, lone surrogates and backslashes, and round-trip', () => {
    const values = ['plain', 'NUL \u0000 x', 'lone \ud800 high', 'lone \udc00 low', '👩🏽‍💻 pair', 'back\\slash \\u0000 literal', ''];
    for (const value of values) expect(fromTextColumn(toTextColumn(value))).toBe(value);
    expect(toTextColumn('NUL \u0000 \ud800')).toBe('NUL \\u0000 \\ud800');
    expect(toTextColumn('👩🏽‍💻 plain')).toBe('👩🏽‍💻 plain');
  });

  it('keep different strings different', () => {
    expect(toTextColumn('\\u0000')).not.toBe(toTextColumn('\u0000'));
  });
});
