// Linear time and stack safety of the names recognizer, and stream/whole equivalence under fuzzed splits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, splitAt, textChunks } from '../test/stream.js';
import { createNameAddressRecognizer } from './create-name-address-recognizer.js';

const MB = 1024 * 1024;
const recognizer = createNameAddressRecognizer();
const detector = new PIIDetector({ recognizers: [recognizer] });

describe('names recognizer: adversarial inputs complete (linear time, no deep recursion)', () => {
  it.each([
    ['capitalized words', 'Aaron '],
    ['given names', 'John Mary '],
    ['honorifics', 'Mr. '],
    ['house numbers and street words', '123 Main Street '],
    ['numbers and capitals without a type', '12 Oak '],
    ['street prefixes', 'Via Roma '],
    ['compound streets and numbers', 'Fichtenweg 8 '],
    ['unit words', 'Apt 4 '],
    ['commas and capitals', 'Ann, '],
    ['apostrophes and hyphens', "O'Brien-Smith "],
    ['dots and initials', 'J. '],
  ])('1 MB of %s', (_, unit) => {
    const text = unit.repeat(Math.ceil(MB / unit.length));
    const started = performance.now();
    expect(Array.isArray(recognizer.detect(text))).toBe(true);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('one 10 MB token, and 10 MB of capitalized words', () => {
    expect(recognizer.detect('A'.repeat(10 * MB))).toEqual([]);
    expect(recognizer.detect(`John ${'a'.repeat(10 * MB)}`)).toEqual([]);
    expect(recognizer.detect('Aaron Baker '.repeat((10 * MB) / 12))).toEqual([]);
  }, 120_000);

  it('work grows linearly: 4x the text takes well under 16x the time', () => {
    const unit = 'Mr John Smith at 12 Main Street, ';
    const time = (n: number) => {
      const text = unit.repeat(n);
      const started = performance.now();
      recognizer.detect(text);
      return performance.now() - started;
    };
    time(2000);
    const small = Math.max(time(8000), 1);
    expect(time(32_000) / small).toBeLessThan(16);
  }, 60_000);

  it('a person after 1 MB of capitalized words is still found', () => {
    const text = `${'Aaron '.repeat(MB / 6)}.\nPlease call John Smith.`;
    expect(recognizer.detect(text).map((e) => text.slice(e.start, e.end))).toEqual(['John Smith']);
  }, 60_000);
});

const piece = fc.constantFrom(
  'John', 'Smith', 'Mary', 'Dr.', 'Mr', 'Hi', 'Sarah', ',', '.', '\n', ' ', ' ', ' ', '123', '80645', 'Main', 'Street', 'St.', 'Ave',
  'Suite', '880', 'Port', 'Duanefield', 'CO', '92210', 'Via', 'Roma', 'Fichtenweg', '88b', 'the', 'and', 'Aaron', 'Baker', 'a',
  'jacket', 'Will', 'Grant', 'x'.repeat(40), 'bob@example.com',
  // addresses longer than the built-in 72-character hold
  '1600 Pennsylvania Ave NW Suite 1200, Washington Heights Township, DC 20500-0003',
  'Mr. Alexander Maximilian Oppenheimer-Vanderbilt',
  '80645 Vincenza Gardens Suite 880, Port Duanefield Township, CO 92210',
);

it('names on: any split of name- and address-heavy text equals the whole-text redaction', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(piece, { minLength: 50, maxLength: 400 }).map((p) => p.join(' ')), fc.array(fc.nat(), { maxLength: 30 }), async (text, cuts) => {
      const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
      const { text: streamed } = await runStream(detector, textChunks(splitAt(text, cuts)));
      expect(streamed).toBe(expected);
    }),
    { numRuns: 120 },
  );
}, 300_000);
