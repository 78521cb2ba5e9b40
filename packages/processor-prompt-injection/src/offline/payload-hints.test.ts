import { describe, expect, it } from 'vitest';
import { base64Runs, hasSpacedLetters, HINT_BASE64, HINT_HEX, HINT_SPACED, mayHaveHexRun, payloadHints } from './decode-payloads.js';

function hasBase64Run(text: string): boolean {
  let found = false;
  base64Runs(text, () => {
    found = true;
    return false;
  });
  return found;
}

describe('payloadHints()', () => {
  it('never rules out a scan that would find something, on generated texts', () => {
    const pieces = ['a', 'b', 'Z', '0', '9', 'f', 'F', ' ', ' ', '.', '-', '_', '*', '\u00b7', ':', ',', '=', '==', '+', '/', 'é', '\n', 'ab', 'c d', 'x.y.z', 'QUJD', 'deadbeef', '4f 6b'];
    let seed = 12;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    const found = { base64: 0, hex: 0, spaced: 0 };
    for (let n = 0; n < 60_000; n++) {
      let text = '';
      const length = Math.floor(next() * 24);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(next() * pieces.length)] ?? '';
      const hints = payloadHints(text);
      if (hasBase64Run(text)) {
        found.base64++;
        expect([text, hints & HINT_BASE64]).toEqual([text, HINT_BASE64]);
      }
      if (mayHaveHexRun(text)) {
        found.hex++;
        expect([text, hints & HINT_HEX]).toEqual([text, HINT_HEX]);
      }
      if (hasSpacedLetters(text)) {
        found.spaced++;
        expect([text, hints & HINT_SPACED]).toEqual([text, HINT_SPACED]);
      }
    }
    // The generator must reach every scan for the check to mean anything.
    expect(found.base64).toBeGreaterThan(1_000);
    expect(found.hex).toBeGreaterThan(200);
    expect(found.spaced).toBeGreaterThan(1_000);
  });

  it('rules the scans out on plain prose', () => {
    expect(payloadHints('We discussed the garden, the weather in spring and which seeds to order next.')).toBe(0);
  });
});
