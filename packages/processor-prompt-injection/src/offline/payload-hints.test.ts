import { describe, expect, it } from 'vitest';
import { base64Runs, hasSpacedLetters, HINT_BASE64, HINT_HEX, HINT_SPACED, payloadHints } from './decode-payloads.js';

/** Bit 4 hex digit, bit 8 hex separator (as in decode-payloads.ts). */
const CLASS = new Uint8Array(256);
for (const c of '0123456789abcdefABCDEF') CLASS[c.charCodeAt(0)] = 4;
CLASS[0x20] = 8;
CLASS[0x3a] = 8;

/**
 * The reference: the separate loop `HINT_HEX` replaced. True when the text has 4 hex digits in a
 * row and a run of hex digits and `[ :]` holding 16 or more digits.
 */
function mayHaveHexRun(text: string): boolean {
  const n = text.length;
  let row = 0;
  let digits = 0;
  let four = false;
  let sixteen = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 256 ? (CLASS[c] ?? 0) : 0;
    if ((k & 4) !== 0) {
      if (++row >= 4) four = true;
      if (++digits >= 16) sixteen = true;
      if (four && sixteen) return true;
    } else if ((k & 8) !== 0) {
      row = 0;
    } else {
      row = 0;
      digits = 0;
    }
  }
  return false;
}

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
