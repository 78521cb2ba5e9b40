import type { ScanContext } from '../detect/scan-context.js';
import { cardBrand } from './card-brand.js';
import { hasContextBefore } from './context-words.js';
import { readDate } from './date-check.js';
import { luhnValid } from './luhn.js';
import { codeAt, isDigit, isWordChar } from './char-class.js';
import { groupCount, groupEnd, groupLength, groupStart, MAX_NUMERIC_RUN, readNumericRun, type NumericRun } from './numeric-run.js';
import { mayHoldEntity } from './may-hold-entity.js';
import { nextNumericRun } from './next-numeric-run.js';
import { phoneValid } from './phone-check.js';
import { usTaxIdKind } from './us-ssn.js';

/** Context words that raise confidence, per type (lower-case). */
const SSN_WORDS = ['ssn', 'social security', 'social-security'];
const ITIN_WORDS = ['itin', 'taxpayer', 'tax id'];
const PHONE_WORDS = ['phone', 'call', 'tel', 'mobile', 'cell', 'whatsapp', 'fax', 'sms', 'text me', 'reach me', 'contact'];
const CARD_SEPARATORS = [' ', '-', '.'];
// 536-22-8726, 536 22 8726, 536.22.8726 (one separator throughout); nine bare digits need a context word
const SSN_SEPARATORS = ['-', ' ', '.'];
const DATE_SEPARATORS = ['-', '/', '.'];
/** Context words that make a date a date of birth. */
export const BIRTH_WORDS = ['born', 'birth', 'dob', 'd.o.b', 'birthday', 'né le', 'née le', 'geboren', 'nacimiento'];

interface Span {
  start: number;
  end: number;
  digits: string;
  /** Separator characters between the span's groups. */
  seps: string[];
  raw: string;
}

function spanOf(text: string, run: NumericRun, i: number, j: number): Span {
  const first = groupStart(run, i);
  let start = i === 0 ? run.start : first;
  if (i > 0 && text.charCodeAt(first - 1) === 40) start = first - 1;
  let end = groupEnd(run, j);
  if (text.charCodeAt(end) === 41 && text.slice(start, end).includes('(')) end++;
  let digits = '';
  const seps: string[] = [];
  for (let g = i; g <= j; g++) {
    digits += text.slice(groupStart(run, g), groupEnd(run, g));
    if (g < j) seps.push(text.slice(groupEnd(run, g), groupStart(run, g + 1)));
  }
  return { start, end, digits, seps, raw: text.slice(start, end) };
}

function uniformSeparators(span: Span, allowed: readonly string[]): boolean {
  const first = span.seps[0];
  if (first === undefined) return true;
  return allowed.includes(first) && span.seps.every((s) => s === first);
}

/** The digits of groups `i..j`, one string per group. */
function groupTexts(text: string, run: NumericRun, i: number, j: number): string[] {
  const out: string[] = [];
  for (let g = i; g <= j; g++) out.push(text.slice(groupStart(run, g), groupEnd(run, g)));
  return out;
}

/**
 * True when the span's first three groups, joined by one date separator, read as a calendar date
 * with a four-digit year: a date or a timestamp ("2025-09-06 06:41"), never a phone number.
 */
function startsWithDate(text: string, run: NumericRun, i: number, j: number, span: Span): boolean {
  if (j - i < 2) return false;
  const [first, second] = span.seps;
  if (first === undefined || first !== second || !DATE_SEPARATORS.includes(first)) return false;
  const group = (g: number) => text.slice(groupStart(run, g), groupEnd(run, g));
  return readDate(group(i), group(i + 1), group(i + 2)) !== undefined;
}

/** Tries every type on one span, in priority order; returns true when one was emitted. */
function classify(ctx: ScanContext, run: NumericRun, i: number, j: number): boolean {
  const { text } = ctx;
  const span = spanOf(text, run, i, j);
  const n = span.digits.length;
  const count = j - i + 1;
  const plain = !span.raw.startsWith('+') && !span.raw.includes('(');
  // a number wrapped whole in one pair of parentheses, "(4111 1111 1111 1111)": the inside is a card
  const enclosed = span.raw.startsWith('(') && span.raw.endsWith(')') && !/[()]/.test(span.raw.slice(1, -1));

  if (n >= 12 && n <= 19 && (plain || enclosed) && uniformSeparators(span, CARD_SEPARATORS) && luhnValid(span.digits)) {
    let shortest = n;
    for (let g = i; g <= j; g++) shortest = Math.min(shortest, groupLength(run, g));
    if (cardBrand(span.digits, shortest) !== undefined && ctx.accepts('CREDIT_CARD', 0.95)) {
      const inset = plain ? 0 : 1;
      ctx.emit('CREDIT_CARD', span.start + inset, span.end - inset, 0.95);
      return true;
    }
  }
  if (n === 9 && plain) {
    const kind = usTaxIdKind(span.digits);
    const formatted = count === 3 && groupLength(run, i) === 3 && groupLength(run, i + 1) === 2 && uniformSeparators(span, SSN_SEPARATORS);
    if (kind !== undefined && (formatted || count === 1)) {
      const words = kind === 'US_SSN' ? SSN_WORDS : ITIN_WORDS;
      let score = formatted ? 0.85 : 0.4;
      if (hasContextBefore(text, span.start, words)) score = Math.min(1, score + 0.4);
      if (ctx.accepts(kind, score)) {
        ctx.emit(kind, span.start, span.end, score);
        return true;
      }
    }
  }
  if (count === 4 && span.seps.every((s) => s === '.')) {
    // "(192.168.1.1)" or "(10.0.0.1 and ...": a parenthesis around the address is not part of it
    const open = span.raw.startsWith('(') ? 1 : 0;
    const close = span.raw.endsWith(')') ? 1 : 0;
    const inner = span.raw.slice(open, span.raw.length - close);
    const octets = groupTexts(text, run, i, j);
    if (!inner.startsWith('+') && !/[()]/.test(inner) && octets.every((o) => o.length <= 3 && Number(o) <= 255 && (o.length === 1 || !o.startsWith('0')))) {
      if (ctx.accepts('IPV4', 0.85)) {
        ctx.emit('IPV4', span.start + open, span.end - close, 0.85);
        return true;
      }
    }
  }
  if (count === 3 && plain && uniformSeparators(span, DATE_SEPARATORS)) {
    const parts = groupTexts(text, run, i, j);
    if (readDate(parts[0] ?? '', parts[1] ?? '', parts[2] ?? '') !== undefined) {
      const score = hasContextBefore(text, span.start, BIRTH_WORDS, 24) ? 0.9 : 0.2;
      if (ctx.accepts('DATE_OF_BIRTH', score)) {
        ctx.emit('DATE_OF_BIRTH', span.start, span.end, score);
        return true;
      }
      return false;
    }
  }
  if (n >= 7 && n <= 15 && ctx.accepts('PHONE', 1) && !startsWithDate(text, run, i, j, span)) {
    if (phoneValid(span.raw, span.digits, ctx.phoneRegion)) {
      const international = span.raw.startsWith('+');
      let score = international ? 0.9 : count > 1 || span.raw.includes('(') ? 0.75 : 0.4;
      if (hasContextBefore(text, span.start, PHONE_WORDS)) score = Math.min(1, score + 0.4);
      if (ctx.accepts('PHONE', score)) {
        ctx.emit('PHONE', span.start, span.end, score);
        return true;
      }
    }
  }
  return false;
}

function isRunSeparator(c: number): boolean {
  return c === 32 || c === 45 || c === 46 || c === 47 || c === 41 || c === 40; // space - . / ) (
}

/** True when the number ending at `k` (digits only) does not continue into a run of groups. */
function isLoneNumber(text: string, k: number): boolean {
  const after = codeAt(text, k);
  if (!isRunSeparator(after)) return true;
  let j = k + 1;
  if (after === 41 && isRunSeparator(codeAt(text, j))) j++;
  const next = codeAt(text, j);
  return !isDigit(next) && next !== 40;
}

/**
 * Numeric entities: credit cards (Luhn + brand ranges), US SSN / ITIN, IPv4, dates of birth (a
 * valid date after a birth context word) and phone numbers (libphonenumber-js). Reads each maximal
 * run of digit groups once; runs longer than 64 characters hold no entity; inside a run, the
 * longest valid span wins from left to right.
 */
export function recognizeNumeric(ctx: ScanContext): void {
  const { text } = ctx;
  let from = 0;
  for (let first = nextNumericRun(text, from); first !== -1; first = nextNumericRun(text, from)) {
    const prefix = codeAt(text, first - 1);
    const start = prefix === 43 || prefix === 40 ? first - 1 : first; // + (
    let k = first + 1;
    while (isDigit(codeAt(text, k))) k++;
    // a lone short number ("2024", "12%", "x1") holds no entity (the run finder skips most)
    if (k - first < 7 && start === first && isLoneNumber(text, k)) {
      from = k;
      continue;
    }
    const run = readNumericRun(text, start);
    from = Math.max(run.end, first + 1);
    if (run.end - run.start > MAX_NUMERIC_RUN) continue;
    const count = groupCount(run);
    let digitCount = 0;
    for (let g = 0; g < count; g++) digitCount += groupLength(run, g);
    if (digitCount < 7 && count !== 3 && count !== 4) continue;
    // a group glued to a word ("x1", "12ab") is not part of any entity
    const firstGroup = isWordChar(codeAt(text, run.start - 1)) ? 1 : 0;
    const lastGroup = isWordChar(codeAt(text, run.end)) ? count - 2 : count - 1;
    for (let i = firstGroup; i <= lastGroup; ) {
      let next = i + 1;
      for (let j = lastGroup; j >= i; j--) {
        if (!mayHoldEntity(run, i, j)) continue;
        if (classify(ctx, run, i, j)) {
          next = j + 1;
          break;
        }
      }
      i = next;
    }
  }
}
