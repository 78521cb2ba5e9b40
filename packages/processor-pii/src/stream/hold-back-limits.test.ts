import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { runStream, textChunks } from '../test/stream.js';
import { openPrivateKeyStart } from './hold-back-limits.js';

const BODY = 'MIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEAq7BFUpkGp3+LQmlQ';
const PEM = `-----BEGIN PRIVATE KEY-----\n${BODY}\n${BODY}\n${BODY}\n-----END PRIVATE KEY-----`;

describe('openPrivateKeyStart()', () => {
  it('keeps a block open until its END line is whole', () => {
    const text = `key: ${PEM}`;
    const begin = text.indexOf('-----BEGIN');
    for (const upTo of [text.indexOf('-----END'), text.indexOf('-----END') + 11, text.length - 5, text.length - 1]) {
      expect(openPrivateKeyStart(text.slice(0, upTo))).toBe(begin);
    }
    expect(openPrivateKeyStart(text)).toBe(-1);
  });

  it('is -1 without a BEGIN line', () => {
    expect(openPrivateKeyStart('no key here -----END PRIVATE KEY-----')).toBe(-1);
  });
});

describe('a PEM block streamed with its END line split at the hold boundary', () => {
  it('never lets the body out unmasked, wherever the END line is cut', async () => {
    const detector = new PIIDetector();
    const text = `Here is the key you asked for: ${PEM}\nKeep it safe and rotate it soon, please.`;
    const endAt = text.indexOf('-----END');
    for (let split = endAt; split < endAt + 25; split++) {
      const { text: streamed } = await runStream(detector, textChunks([text.slice(0, split), text.slice(split)]));
      expect(streamed).not.toContain(BODY.slice(0, 20));
    }
  });
});
