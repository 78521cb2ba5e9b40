import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@sluice/conformance';
import { sha256 } from './sha256.js';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('sha256', () => {
  it('matches the FIPS 180-2 vectors', () => {
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("matches Node's digest at every length across the padding boundaries (0-200 bytes)", () => {
    const random = new SeededRandom(11);
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, () => random.int(0, 255));
      expect(hex(sha256(data)), `length ${length}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('does not carry state from one digest into the next', () => {
    const data = new TextEncoder().encode('abc');
    const first = hex(sha256(data));
    sha256(new Uint8Array(1000));
    expect(hex(sha256(data))).toBe(first);
  });
});
