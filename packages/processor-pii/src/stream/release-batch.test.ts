import { TextHoldBack } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { buildPolicy } from '../detect/build-policy.js';
import { findEntities } from '../detect/find-entities.js';
import { mixedText } from '../fixtures/mixed-text.js';
import { PIIDetector } from '../pii-detector.js';
import type { PIIState } from '../pii-state.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, textChunks } from '../test/stream.js';
import { CONTEXT_CHARS, HOLD_CHARS, MAX_RELEASE_BATCH, RELEASE_BATCH, releaseBatch } from './hold-back-limits.js';
import { streamRedactor } from './stream-redactor.js';
import { piiDetectorOptionsSchema } from '../options.js';

/** Streams `text` in `size`-character deltas through a hold-back whose scans are counted. */
async function scannedCharacters(text: string, size: number): Promise<{ scanned: number; released: string[] }> {
  const policy = buildPolicy(piiDetectorOptionsSchema.parse({}));
  let scanned = 0;
  const holdBack = new TextHoldBack<PIIState>({
    contextChars: CONTEXT_CHARS + 8,
    decide: streamRedactor({
      strategy: 'redact',
      detect: (t) => {
        scanned += t.length;
        return findEntities(t, policy);
      },
      redaction: () => ({ method: 'mask', salt: 's', placeholders: new PlaceholderStore() }),
      holdChars: HOLD_CHARS,
      detectExtra: undefined,
    }),
  });
  const state: PIIState = {};
  const released: string[] = [];
  for (const chunk of textChunks(Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size)))) {
    for (const out of await holdBack.process(chunk, state)) if (out.type === 'text-delta') released.push(out.payload.text);
  }
  return { scanned, released };
}

describe('release batch', () => {
  it('starts at RELEASE_BATCH and grows to an eighth of the released text, up to MAX_RELEASE_BATCH', () => {
    expect(releaseBatch(0)).toBe(RELEASE_BATCH);
    expect(releaseBatch(8 * RELEASE_BATCH)).toBe(RELEASE_BATCH);
    expect(releaseBatch(8_000)).toBe(1_000);
    expect(releaseBatch(10_000_000)).toBe(MAX_RELEASE_BATCH);
  });

  it('a long stream scans each character about once, not once per release (lookbehind + hold + batch)', async () => {
    const text = mixedText(200_000, 5);
    const { scanned, released } = await scannedCharacters(text, 20);
    // a fixed 32-character batch re-reads ~136 lookbehind + 72 held characters per 32 released: ~7x
    expect(scanned / text.length).toBeLessThan(1.3);
    expect(released.length).toBeGreaterThan(100);
  });

  it('the first words still go out after the hold plus RELEASE_BATCH characters', async () => {
    const text = 'The weather is fine today and the team will meet at noon to plan the next release of the app. '.repeat(4);
    const { released } = await scannedCharacters(text, 4);
    // released before the end: more than the final flush alone
    expect(released.length).toBeGreaterThan(2);
    expect((released[0] ?? '').length).toBeLessThanOrEqual(RELEASE_BATCH + 4);
  });

  it('a long stream with entities everywhere gives the redaction of the whole text', async () => {
    const detector = new PIIDetector();
    const text = mixedText(60_000, 9);
    const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
    const pieces = Array.from({ length: Math.ceil(text.length / 7) }, (_, i) => text.slice(i * 7, (i + 1) * 7));
    const { text: streamed } = await runStream(detector, textChunks(pieces));
    expect(streamed).toBe(expected);
  });
});
