import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';

const found = (text: string) => new PIIDetector().detect(text).map((e) => [e.type, text.slice(e.start, e.end)]);

describe('a number that starts with a calendar date is a date, not a phone', () => {
  it.each([
    '2025-09-06 06:41:30 GET /health 200',
    'at 2024/12/31 23:59 the job ended',
    'built 2026.01.15 09:30 on ci',
    'logged 06-09-2025 06:41',
  ])('%s', (text) => {
    expect(found(text).filter(([type]) => type === 'PHONE')).toEqual([]);
  });

  it('phones that do not start with a date are still found', () => {
    expect(found('call 202-555-0147 or (415) 555-2671')).toEqual([
      ['PHONE', '202-555-0147'],
      ['PHONE', '(415) 555-2671'],
    ]);
    expect(found('phone: +49 30 901820')).toEqual([['PHONE', '+49 30 901820']]);
  });
});
