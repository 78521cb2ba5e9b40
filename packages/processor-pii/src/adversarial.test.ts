import { describe, expect, it } from 'vitest';
import { BUILT_IN_TYPES, OPT_IN_TYPES } from './detect/entity.js';
import { PIIDetector } from './pii-detector.js';

// Linear-time (no ReDoS) inputs: these only assert completion and results; timings are in bench/.
const MB = 1024 * 1024;
const detector = new PIIDetector();

const INPUTS: [string, (size: number) => string][] = [
  ['digits', (n) => '1'.repeat(n)],
  ['digits and spaces', (n) => '4 1'.repeat(Math.ceil(n / 3))],
  ['at signs', (n) => '@'.repeat(n)],
  ['a@ pairs', (n) => 'a@'.repeat(n / 2)],
  ['dots', (n) => '.'.repeat(n)],
  ['local part then @', (n) => 'a.'.repeat(n / 2) + '@example.com'],
  ['base58', (n) => '1A2b3C'.repeat(Math.ceil(n / 6))],
  ['colons and hex', (n) => 'a:'.repeat(n / 2)],
  ['url schemes', (n) => 'http://'.repeat(Math.ceil(n / 7))],
  ['jwt heads', (n) => 'eyJ.'.repeat(n / 4)],
  ['pem headers', (n) => '-----BEGIN PRIVATE KEY-----'.repeat(Math.ceil(n / 27))],
  ['iban anchors', (n) => 'DE89'.repeat(n / 4)],
  ['placeholders', (n) => '<EMAIL_'.repeat(Math.ceil(n / 7))],
];

describe('adversarial inputs complete (linear time)', () => {
  it.each(INPUTS)('%s: 1 MB', (_, make) => {
    const entities = detector.detect(make(MB));
    expect(Array.isArray(entities)).toBe(true);
  }, 60_000);

  it('10 MB of digits and of @ complete', () => {
    expect(detector.detect('9'.repeat(10 * MB))).toEqual([]);
    expect(detector.detect('@'.repeat(10 * MB))).toEqual([]);
  }, 120_000);

  it.each([
    ['base58', '1A2b3C'],
    ['AWS prefix', 'AKIA'],
    ['openai prefix then letters', 'sk-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['bech32', 'bc1qqqqqqqqq'],
    ['hex', '0xabcdef'],
  ])('10 MB of %s repeated completes (no regex stack overflow)', (_, unit) => {
    expect(detector.detect(unit.repeat(Math.ceil((10 * MB) / unit.length)))).toEqual([]);
  }, 120_000);

  it.each([
    ['dotted labels', 'a.'],
    ['one long name', 'example.com.'],
    ['many names', 'example.com '],
    ['dotted hex (Cisco MAC shape)', 'ab12.'],
    ['colons and a zone', 'fe80::1%'],
  ])('opt-in DOMAIN on: 1 MB of %s completes', (_, unit) => {
    const withDomains = new PIIDetector({ types: [...BUILT_IN_TYPES, ...OPT_IN_TYPES] });
    expect(Array.isArray(withDomains.detect(unit.repeat(Math.ceil(MB / unit.length))))).toBe(true);
  }, 60_000);

  // National identifiers (locales: 'all'): every shape is tried at each standalone word start.
  const national = new PIIDetector({ locales: 'all' });
  it.each([
    ...INPUTS.map(([name, make]): [string, string] => [name, make(64).slice(0, 64)]),
    ['single digits and spaces', '1 '],
    ['digit groups', '123 456 '],
    ['dashed groups', '1-2345-'],
    ['capitals and digits', 'A1B2C3 '],
    ['word starts of capitals', 'AB12 '],
    ['codice fiscale prefix', 'RSSMRA85T10A562 '],
    ['lower-case word starts with digits', 'ab12 '],
    ['lower-case codice fiscale prefix', 'rssmra85t10a562 '],
    ['lower-case letters before a digit', 'abcdefg1 '],
    ['context words', 'passport NHS DNI '],
    ['context words and digits', 'passport 12345678 '],
  ])('locales all: 1 MB of %s completes', (_, unit) => {
    expect(Array.isArray(national.detect(unit.repeat(Math.ceil(MB / unit.length))))).toBe(true);
  }, 60_000);

  it('locales all: 10 MB of digit groups, of capitals and of lower case complete', () => {
    expect(Array.isArray(national.detect('123 456 '.repeat((10 * MB) / 8)))).toBe(true);
    expect(Array.isArray(national.detect('AB12 CD3 '.repeat(Math.ceil((10 * MB) / 9))))).toBe(true);
    expect(Array.isArray(national.detect('ab12 cd3 '.repeat(Math.ceil((10 * MB) / 9))))).toBe(true);
  }, 120_000);

  it('an entity after 1 MB of junk is still found', () => {
    const text = `${'1'.repeat(MB)} mail a@example.com`;
    expect(detector.detect(text).map((e) => e.type)).toEqual(['EMAIL']);
  });
});
