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
