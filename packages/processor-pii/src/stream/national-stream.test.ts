import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, splitAt, streamedAtEverySplit, textChunks } from '../test/stream.js';

const whole = (detector: PIIDetector, text: string) =>
  redactText(text, detector.detect(text), { method: 'placeholder', salt: 's', placeholders: new PlaceholderStore() });

describe('context-gated national identifiers in a stream', () => {
  const detector = new PIIDetector({ method: 'placeholder', locales: ['de'] });
  // A long prefix, so the context word is released before the number arrives.
  const text = `${'Bitte prüfen Sie die Angaben im Formular. '.repeat(4)}Meine Steuer-ID lautet 86095742719, danke.`;

  it('the whole text redacts the number only because of its context word', async () => {
    expect(await whole(detector, text)).toContain('lautet <DE_TAX_ID_1>, danke.');
    expect(detector.detect(text.replace('Steuer-ID', 'Bestellung'))).toEqual([]);
  });

  it('every split between the context word and the number gives the whole-text redaction', async () => {
    const expected = await whole(detector, text);
    const from = text.indexOf('Steuer-ID');
    const to = text.indexOf('86095742719') + 11;
    // the last one is one character per chunk: the context word is long released when the number is judged
    for (const streamed of await streamedAtEverySplit(detector, text, from, to)) expect(streamed).toBe(expected);
  });

  const PIECES = [
    'Steuer-ID', '86095742719', 'DNI', '12345678Z', 'NHS', '943 476 5919', 'passport', '912803456', 'pasaporte', 'AAA123456',
    'codice fiscale', 'RSSMRA85T10A562S', 'Aadhaar', '2345 6789 0124', 'routing', '021000021', 'GSTIN 27AAPFU0939F1ZV',
    'hetu 131052-308T', 'S1234567D', 'word', 'the', '12345', 'x'.repeat(60), ':', ',', '\n',
  ];
  const SEPARATORS = [' ', ' ', ': ', '\n', ''];
  const textArb = fc
    .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { minLength: 10, maxLength: 40 })
    .map((parts) => parts.map(([p, s]) => p + s).join(''));

  it('any split of text with national identifiers and context words (locales all) equals the whole-text redaction', async () => {
    const all = new PIIDetector({ method: 'placeholder', locales: 'all' });
    await fc.assert(
      fc.asyncProperty(textArb, fc.array(fc.nat(), { maxLength: 30 }), async (sample, cuts) => {
        const { text: streamed } = await runStream(all, textChunks(splitAt(sample, cuts)));
        expect(streamed).toBe(await whole(all, sample));
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
