import { SeededRandom } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { readDate } from './date-check.js';
import { mayHoldEntity } from './may-hold-entity.js';
import { groupCount, readNumericRun } from './numeric-run.js';

/** Whether the whole run read at the start of `text` may hold an entity. */
function wholeRunMayHold(text: string): boolean {
  const run = readNumericRun(text, 0);
  return mayHoldEntity(run, 0, groupCount(run) - 1);
}

/** A year, a month and a day (one or two digits each), in one of the orders `readDate` reads. */
function dateLike(random: SeededRandom): string[] {
  const short = (value: number) => (value < 10 && random.next() < 0.5 ? `0${value}` : String(value));
  const year = String(random.int(1890, 2110));
  const month = short(random.int(1, 13));
  const day = short(random.int(1, 31));
  return random.pick([[year, month, day], [day, month, year], [month, day, year]]);
}

describe('numeric spans that may hold an entity', () => {
  it('three groups outside 7 to 19 digits need a date’s lengths', () => {
    expect(wholeRunMayHold('2.14.1')).toBe(false);
    expect(wholeRunMayHold('10.0.12')).toBe(false);
    expect(wholeRunMayHold('1234567 1234567 1234567')).toBe(false);
    expect(wholeRunMayHold('2024.1.5')).toBe(true);
    expect(wholeRunMayHold('5/1/1976')).toBe(true);
    expect(wholeRunMayHold('15-01-2024')).toBe(true);
  });

  it('other spans need 7 to 19 digits, except four groups (an IPv4)', () => {
    expect(wholeRunMayHold('415 555 2671')).toBe(true);
    expect(wholeRunMayHold('4111 1111 1111 1111')).toBe(true);
    expect(wholeRunMayHold('1.2.3.4')).toBe(true);
    expect(wholeRunMayHold('12 34')).toBe(false);
    expect(wholeRunMayHold('123456')).toBe(false);
  });

  it('keeps every three-group span a date reading or a 7 to 19 digit type could use', () => {
    const random = new SeededRandom(41);
    let dates = 0;
    for (let n = 0; n < 20000; n++) {
      const groups = random.next() < 0.5 ? dateLike(random) : [random.digits(random.int(1, 8)), random.digits(random.int(1, 4)), random.digits(random.int(1, 8))];
      const text = groups.join(random.pick(['-', '/', '.', ' ']));
      const digits = groups.join('').length;
      const usable = (digits >= 7 && digits <= 19) || readDate(groups[0] ?? '', groups[1] ?? '', groups[2] ?? '') !== undefined;
      if (readDate(groups[0] ?? '', groups[1] ?? '', groups[2] ?? '') !== undefined) dates++;
      if (usable) expect(wholeRunMayHold(text), text).toBe(true);
    }
    expect(dates).toBeGreaterThan(3000);
  });
});
