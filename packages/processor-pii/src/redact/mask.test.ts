import { describe, expect, it } from 'vitest';
import { maskValue } from './mask.js';

describe('maskValue()', () => {
  it.each([
    ['CREDIT_CARD', '4111 1111 1111 1111', '**** **** **** 1111'],
    ['US_SSN', '536-22-8726', '***-**-8726'],
    ['PHONE', '+1 (415) 555-2671', '+* (***) ***-2671'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00', '**** **** **** **** **30 00'],
    ['EMAIL', 'jane.doe@example.com', 'j***.***@example.com'],
    ['EMAIL', 'a@example.com', '*@example.com'],
    ['AWS_ACCESS_KEY', 'AKIAIOSFODNN7EXAMPLE', 'AKIA****************'],
    ['IPV4', '10.0.0.1', '**.*.*.*'],
    ['PRIVATE_KEY', '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----', '-----BEGIN PRIVATE KEY-----\n****\n-----END PRIVATE KEY-----'],
  ])('%s: %s -> %s', (type, value, masked) => {
    expect(maskValue(type, value)).toBe(masked);
  });

  it('never leaves a short value readable', () => {
    expect(maskValue('PHONE', '555-2671')).toBe('***-****');
  });
});

/** The mask rule spelled out one character at a time, to check the run-based implementation against. */
function referenceMask(value: string, keepStart: number, keepEnd: number): string {
  const isAlnum = (ch: string) => /[A-Za-z0-9]/.test(ch);
  const chars = Array.from({ length: value.length }, (_, i) => value.charAt(i));
  const total = chars.filter(isAlnum).length;
  if (total <= 2 * (keepStart + keepEnd)) keepStart = keepEnd = 0;
  let seen = 0;
  return chars.map((ch) => (isAlnum(ch) ? (++seen <= keepStart || seen > total - keepEnd ? ch : '*') : ch)).join('');
}

describe('maskValue() against the one-character-at-a-time rule', () => {
  const alphabet = 'aZ09-_ .:/+=\n@é';
  const values = Array.from({ length: 300 }, (_, i) => {
    let v = '';
    for (let k = 0; k < (i * 7) % 97; k++) v += alphabet.charAt((i * 31 + k * 17 + ((k * k) % 13)) % alphabet.length);
    return v;
  });
  it.each([
    ['CREDIT_CARD', 0, 4],
    ['AWS_ACCESS_KEY', 4, 0],
    ['IPV4', 0, 0],
  ] as const)('%s keeps %i first and %i last', (type, keepStart, keepEnd) => {
    for (const value of values) expect(maskValue(type, value)).toBe(referenceMask(value, keepStart, keepEnd));
  });

  it('masks a long run (a 300-character key body) whole', () => {
    const body = 'A'.repeat(150) + '/' + 'b9'.repeat(75);
    expect(maskValue('IPV4', body)).toBe('*'.repeat(150) + '/' + '*'.repeat(150));
  });
});
