// Fuzzing the stream/whole equivalence with fragments chosen to straddle entity boundaries.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, splitAt, textChunks } from '../test/stream.js';

const unit = fc.constantFrom('4', '1', '5', '0', '9', ' ', '-', '.', '@', 'a', 'e', 'x', '.com', 'ssn ', 'born ', '+1 ', '(', ')', '/', ':', '\n', '4111 1111 1111 1111', 'a@b.co', '536-22-8726', '10.0.0.1', 'https://', 'www.');
it('any split of dense, separator-heavy text (100-500 fragments) equals the whole-text redaction', async () => {
  const detector = new PIIDetector();
  await fc.assert(
    fc.asyncProperty(fc.array(unit, { minLength: 100, maxLength: 500 }).map((u) => u.join('')), fc.array(fc.nat(), { maxLength: 40 }), async (text, cuts) => {
      const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
      const { text: streamed } = await runStream(detector, textChunks(splitAt(text, cuts)));
      expect(streamed).toBe(expected);
    }),
    { numRuns: 150 },
  );
}, 300_000);
