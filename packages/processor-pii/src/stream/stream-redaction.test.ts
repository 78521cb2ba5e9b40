import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, splitAt, textChunks } from '../test/stream.js';

const PIECES = [
  'jane.doe@example.com', '+44 20 7946 0958', '(415) 555-2671', '4111 1111 1111 1111', '378282246310005',
  'DE89 3704 0044 0532 0130 00', 'SSN 536-22-8726', 'ITIN 912-70-1234', '10.0.0.255', '2001:db8:85a3::8a2e:370:7334',
  '00:1A:2B:3C:4D:5E', 'https://example.com/a?b=1', 'www.example.org', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '0x52908400098527886E0F7030069857D2E4169EE7', 'AKIAIOSFODNN7EXAMPLE',
  'sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'born on 17/05/1990', '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBg\n-----END PRIVATE KEY-----',
  // #19 forms: compressed and zoned IPv6, dotted MAC and SSN, IDN email, quoted URL, UATP card
  '::1', 'fe80::1%eth0', '(192.168.1.1)', '0123.4567.89ab', 'ff:ff:ff:ff:ff:ff', 'SSN 536.22.8726', 'jörg@bücher.example',
  '\u201chttps://example.com/a\u201d', '135410014004955', 'std::vector',
  'hello', 'the', 'call me', '12345', '4111 1111 1111 1112', 'a@b', 'x'.repeat(90), '1 2 3 4 5 6 7 8 9 10', '.', ',', '\n', 'é😀',
];
const SEPARATORS = [' ', ' ', '\n', ', ', ' and ', ''];

const textArb = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { maxLength: 14 })
  .map((parts) => parts.map(([p, s]) => p + s).join(''));

describe('PIIDetector stream redaction', () => {
  it('any split of a text into chunks gives exactly the redaction of the whole text (mask)', async () => {
    const detector = new PIIDetector();
    await fc.assert(
      fc.asyncProperty(textArb, fc.array(fc.nat(), { maxLength: 30 }), async (text, cuts) => {
        const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
        const { text: streamed } = await runStream(detector, textChunks(splitAt(text, cuts)));
        expect(streamed).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('any split gives the same placeholders as the whole text', async () => {
    const detector = new PIIDetector({ method: 'placeholder' });
    await fc.assert(
      fc.asyncProperty(textArb, fc.array(fc.nat(), { maxLength: 30 }), async (text, cuts) => {
        const expected = await redactText(text, detector.detect(text), { method: 'placeholder', salt: 's', placeholders: new PlaceholderStore() });
        const { text: streamed } = await runStream(detector, textChunks(splitAt(text, cuts)));
        expect(streamed).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('one character per chunk over a long text gives the whole-text redaction', async () => {
    const detector = new PIIDetector();
    const text = PIECES.join(' ').repeat(3);
    const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
    const { text: streamed } = await runStream(detector, textChunks(Array.from({ length: text.length }, (_, i) => text.charAt(i))));
    expect(streamed).toBe(expected);
  });
});
