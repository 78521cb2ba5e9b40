import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum, isLetter } from './char-class.js';

const MAX_DOMAIN = 253;
const SCORE = 0.6;

/**
 * Top-level domains a bare name must end with, lower-case. A small hand-picked list: the generic
 * ones most seen in text and the common country codes. Left out on purpose: country codes that are
 * also file extensions (`md`, `py`, `sh`, `rs`, `pl`, `pm`, `cs`, `cc`, `ps`, `mk`, `ml`, `sc`,
 * `tf`, `mo`, `so`, `do`), English words and members common in code (`is`, `in`, `it`, `to`, `be`,
 * `at`, `by`, `my`, `no`, `id`, `as`, `am`, `app`, `name`, `info`, `email`, `page`), and the rest
 * of the root zone.
 */
const TLDS: ReadonlySet<string> = new Set([
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'biz', 'io', 'co', 'dev', 'ai', 'me', 'tv', 'fm', 'gg', 'ly',
  'cloud', 'tech', 'online', 'site', 'xyz', 'store', 'shop', 'blog',
  'eu', 'uk', 'de', 'fr', 'nl', 'es', 'pt', 'ch', 'se', 'dk', 'fi', 'cz', 'sk', 'ie', 'lu', 'gr', 'ru', 'ua', 'tr',
  'il', 'ro', 'hu', 'bg', 'hr', 'si', 'lt', 'lv', 'ee', 'jp', 'cn', 'kr', 'tw', 'hk', 'sg', 'th', 'vn', 'ph', 'au',
  'nz', 'ca', 'us', 'mx', 'br', 'ar', 'cl', 'za', 'ng', 'ke', 'eg', 'ae', 'sa', 'pk', 'ir',
]);

/** A non-ASCII letter, mark or digit (one UTF-16 unit). */
const UNICODE_WORD = /[\p{L}\p{M}\p{N}]/u;

function isHostChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 45; // . -
}

/** A letter of a script written with spaces (below U+2000): `müller.de` is not `ller.de`. */
function isSpacedWordChar(c: number): boolean {
  return c > 127 && c < 0x2000 && UNICODE_WORD.test(String.fromCharCode(c));
}

/** Characters that, right before a name, make it part of something else (a path, an email, a variable). */
function attachedBefore(c: number): boolean {
  // @ / \ _ $ # % & ~ : and letters of spaced scripts
  return c === 64 || c === 47 || c === 92 || c === 95 || c === 36 || c === 35 || c === 37 || c === 38 || c === 126 || c === 58 || isSpacedWordChar(c);
}

/** Characters that, right after a name, make it part of something else (an email, a call, a path). */
function attachedAfter(c: number): boolean {
  return c === 64 || c === 95 || c === 40 || c === 92 || isSpacedWordChar(c); // @ _ ( \
}

function validLabel(label: string): boolean {
  return label.length > 0 && label.length <= 63 && !label.startsWith('-') && !label.endsWith('-');
}

/** Two or more labels, the last one a listed top-level domain written in lower case. */
function validBareDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every(validLabel)) return false;
  const tld = labels[labels.length - 1] ?? '';
  if (!TLDS.has(tld)) return false; // also rejects `COM`, `Net`, `It`: the set is lower-case
  // a name needs a letter outside its TLD: `1.2.com` is not one
  for (let l = 0; l < labels.length - 1; l++) {
    const label = labels[l] ?? '';
    for (let i = 0; i < label.length; i++) if (isLetter(label.charCodeAt(i))) return true;
  }
  return false;
}

/**
 * Bare domain names (`example.com`, `sub.example.co.uk`), the opt-in type `DOMAIN`: a maximal run
 * of ASCII letters, digits, `-` and `.` ending in a listed, lower-case top-level domain (see
 * `TLDS`), standing alone (not after `@ / \ _ : ~`, not before `@ ( _`). Each run around a `.` is
 * read once and scanning resumes after it; runs over 253 characters are skipped whole: linear.
 */
export function recognizeDomain(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('DOMAIN', SCORE)) return;
  let resume = 0;
  for (let p = text.indexOf('.'); p !== -1; p = text.indexOf('.', Math.max(p + 1, resume))) {
    let s = p;
    while (s > resume && isHostChar(codeAt(text, s - 1))) s--;
    let e = p + 1;
    while (isHostChar(codeAt(text, e))) e++;
    resume = e;
    while (e > s && (codeAt(text, e - 1) === 46 || codeAt(text, e - 1) === 45)) e--; // sentence dot, dash
    if (e - s > MAX_DOMAIN || !isAlnum(codeAt(text, s))) continue;
    if (attachedBefore(codeAt(text, s - 1)) || attachedAfter(codeAt(text, e))) continue;
    if (validBareDomain(text.slice(s, e))) ctx.emit('DOMAIN', s, e, SCORE);
  }
}
