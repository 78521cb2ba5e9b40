/** A calendar date read from digit groups. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** True when `day` exists in `month` (1-12) of `year` (leap years included). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function valid({ year, month, day }: DateParts): boolean {
  return year >= 1900 && year <= 2100 && isCalendarDate(year, month, day);
}

/**
 * Reads three digit groups as a date: `YYYY-MM-DD`, `DD-MM-YYYY` or `MM-DD-YYYY` (any one
 * separator). Returns undefined when no reading is a valid calendar date.
 */
export function readDate(a: string, b: string, c: string): DateParts | undefined {
  const [x, y, z] = [Number(a), Number(b), Number(c)];
  if (a.length === 4 && b.length <= 2 && c.length <= 2) {
    const date = { year: x, month: y, day: z };
    return valid(date) ? date : undefined;
  }
  if (c.length !== 4 || a.length > 2 || b.length > 2) return undefined;
  const dayFirst = { year: z, month: y, day: x };
  if (valid(dayFirst)) return dayFirst;
  const monthFirst = { year: z, month: x, day: y };
  return valid(monthFirst) ? monthFirst : undefined;
}
