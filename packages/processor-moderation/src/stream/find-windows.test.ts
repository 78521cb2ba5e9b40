import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWindows, type WindowConfig } from './find-windows.js';

const sentences: WindowConfig = { mode: 'sentence', maxChars: 40, minChars: 0 };

describe('findWindows()', () => {
  it('cuts after sentence ends followed by white space', () => {
    expect(findWindows('One. Two! Three', false, sentences)).toEqual(['One. ', 'Two! ']);
    expect(findWindows('One. Two! Three', true, sentences)).toEqual(['One. ', 'Two! ', 'Three']);
  });

  it('waits for white space after a period (3.14, e.g.)', () => {
    expect(findWindows('Pi is 3.14 and', false, sentences)).toEqual([]);
  });

  it('merges sentences shorter than minChars', () => {
    expect(findWindows('Hi. Ok. A longer sentence. ', false, { ...sentences, minChars: 10 })).toEqual([
      'Hi. Ok. A longer sentence. ',
    ]);
  });

  it('cuts long text at maxChars, at a space when one is near', () => {
    const text = 'word '.repeat(20);
    const windows = findWindows(text, false, { mode: 'chars', maxChars: 12, minChars: 0 });
    expect(windows.every((w) => w.length <= 12 && w.endsWith(' '))).toBe(true);
    expect(findWindows('x'.repeat(30), false, { mode: 'chars', maxChars: 12, minChars: 0 })).toEqual([
      'x'.repeat(12),
      'x'.repeat(12),
    ]);
  });

  it('never loses or reorders text and keeps windows within maxChars', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.boolean(),
        fc.constantFrom<WindowConfig['mode']>('sentence', 'chars'),
        fc.integer({ min: 16, max: 80 }),
        (text, final, mode, maxChars) => {
          const windows = findWindows(text, final, { mode, maxChars, minChars: 0 });
          const joined = windows.join('');
          expect(text.startsWith(joined)).toBe(true);
          if (final) expect(joined).toBe(text);
          for (const w of windows.slice(0, final ? -1 : undefined)) {
            expect(w.length).toBeGreaterThan(0);
            expect(w.length).toBeLessThanOrEqual(maxChars);
          }
          expect(text.length - joined.length).toBeLessThan(final ? 1 : maxChars);
        },
      ),
    );
  });

  it('gives the same windows when resuming a scan of text that had none', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 60 }), fc.integer({ min: 0, max: 30 }), (head, more, minChars) => {
        const config: WindowConfig = { mode: 'sentence', maxChars: 80, minChars };
        fc.pre(findWindows(head, false, config).length === 0);
        const text = head + more;
        expect(findWindows(text, false, config, head.length)).toEqual(findWindows(text, false, config));
      }),
    );
  });
});
