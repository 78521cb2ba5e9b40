import type { ScanContext } from '../detect/scan-context.js';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const CONTEXT = /\b(?:born|birth|dob|d\.o\.b|birthday)\b/gi;
// "4 July 1976" or "July 4, 1976", searched only in the 32 characters after a birth context word
const DAY_FIRST = new RegExp(`\\b([0-3]?\\d)(?:st|nd|rd|th)? ${MONTH}\\.? ((?:19|20)\\d\\d)\\b`, 'i');
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\.? ([0-3]?\\d)(?:st|nd|rd|th)?,? ((?:19|20)\\d\\d)\\b`, 'i');

/**
 * Dates of birth written with a month name ("4 July 1976", "March 3, 1981"), accepted only within
 * 32 characters after a birth context word. Each context word costs bounded work: linear.
 * Numeric dates of birth are handled with the other numeric entities.
 */
export function recognizeBirthDateWords(ctx: ScanContext): void {
  if (!ctx.accepts('DATE_OF_BIRTH', 0.9)) return;
  const { text } = ctx;
  CONTEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  let resume = 0;
  while ((m = CONTEXT.exec(text)) !== null) {
    const from = Math.max(m.index + m[0].length, resume);
    const window = text.slice(from, m.index + m[0].length + 32);
    const found = DAY_FIRST.exec(window) ?? MONTH_FIRST.exec(window);
    if (found === null) continue;
    const day = Number(found[1]);
    if (day < 1 || day > 31) continue;
    const start = from + found.index;
    resume = start + found[0].length;
    ctx.emit('DATE_OF_BIRTH', start, resume, 0.9);
  }
}
