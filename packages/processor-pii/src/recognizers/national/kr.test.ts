import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../../pii-detector.js';
import { PlaceholderStore } from '../../redact/placeholder-store.js';
import { redactText } from '../../redact/redact-text.js';
import { find } from '../../test/find.js';
import { streamedAtEverySplit } from '../../test/stream.js';
import { rrnDateValid, rrnValid } from './kr.js';

const kr = (text: string) => find(text, { locales: ['kr'] });

// 210315-4123459: born 15 March 2021 (4: a woman born in the 2000s), issued after October 2020,
// random last digits (its check digit would be 7). 210315-4123457 is the same with the check digit.
describe('Korean RRN issued since October 2020 (no check digit)', () => {
  it('is found after a Korean or English context word, with or without the hyphen', () => {
    expect(rrnValid('2103154123459')).toBe(false);
    expect(rrnDateValid('2103154123459')).toBe(true);
    expect(kr('주민등록번호 210315-4123459')).toEqual([['KR_RRN', '210315-4123459']]);
    expect(kr('주민번호: 2103154123459')).toEqual([['KR_RRN', '2103154123459']]);
    expect(kr('RRN 210315-4123459 on file')).toEqual([['KR_RRN', '210315-4123459']]);
  });

  it('is not found without a context word', () => {
    expect(kr('ticket 210315-4123459')).toEqual([]);
    expect(kr('ts 2103154123459')).toEqual([]);
  });

  it('is not found, even with a context word, when the first six digits are no date of the century of the seventh', () => {
    expect(kr('주민등록번호 211315-4123459')).toEqual([]); // month 13
    expect(kr('주민등록번호 210230-4123459')).toEqual([]); // 30 February
    expect(kr('RRN 010229-3123459')).toEqual([]); // 29 February 2001 (3: born in the 2000s)
  });

  it('keeps the behaviour of numbers with a valid check digit', () => {
    expect(kr('ticket 210315-4123457')).toEqual([['KR_RRN', '210315-4123457']]);
    expect(kr('ts 2103154123457')).toEqual([]);
    expect(kr('RRN 2103154123457')).toEqual([['KR_RRN', '2103154123457']]);
  });

  it('gives the whole-text redaction at every split of the context word and the number', async () => {
    const detector = new PIIDetector({ method: 'placeholder', locales: ['kr'] });
    const text = `${'신청서의 내용을 확인해 주세요. '.repeat(4)}제 주민등록번호는 210315-4123459 입니다.`;
    const expected = await redactText(text, detector.detect(text), { method: 'placeholder', salt: 's', placeholders: new PlaceholderStore() });
    expect(expected).toContain('<KR_RRN_1>');
    const from = text.indexOf('주민등록번호');
    const to = text.indexOf('210315-4123459') + 14;
    for (const streamed of await streamedAtEverySplit(detector, text, from, to)) expect(streamed).toBe(expected);
  });
});
