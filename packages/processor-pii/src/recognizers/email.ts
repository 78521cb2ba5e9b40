import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum, isDigit, isLetter, isWordChar } from './char-class.js';

const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

/** A letter, mark or decimal digit outside ASCII (one UTF-16 unit: IDN labels, `bücher`, `пример`). */
const UNICODE_LABEL_CHAR = /[\p{L}\p{M}\p{Nd}]/u;

function isUnicodeLabelChar(c: number): boolean {
  return c > 127 && UNICODE_LABEL_CHAR.test(String.fromCharCode(c));
}

/**
 * A non-ASCII letter of a script written with spaces between words (Latin with diacritics, Greek,
 * Cyrillic): the only non-ASCII a local part may hold (`jörg@`). CJK or Thai before an address
 * written without a space stays outside it.
 */
function isSpacedScriptLetter(c: number): boolean {
  return ((c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x370 && c <= 0x4ff)) && isUnicodeLabelChar(c);
}

function isLocalChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45 || isSpacedScriptLetter(c); // . _ % + -
}

function isDomainChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 45 || isUnicodeLabelChar(c); // . -
}

/** A top-level label: letters (ASCII or not), or an ASCII punycode label `xn--...`. */
function validTld(tld: string): boolean {
  if (tld.length < 2 || tld.length > 24) return false;
  if (tld.toLowerCase().startsWith('xn--')) return tld.length > 4;
  for (let i = 0; i < tld.length; i++) {
    const c = tld.charCodeAt(i);
    if (!isLetter(c) && !(c > 127 && UNICODE_LABEL_CHAR.test(tld.charAt(i)) && !isDigit(c))) return false;
  }
  return true;
}

function validDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63 || label.startsWith('-') || label.endsWith('-')) return false;
  }
  return validTld(labels[labels.length - 1] ?? '');
}

/**
 * Where the domain in `text[from, end)` really ends: a last label that runs from ASCII into other
 * characters (`example.comです`, an address followed by Japanese without a space) ends at the switch.
 */
function domainEnd(text: string, from: number, end: number): number {
  const dot = text.lastIndexOf('.', end - 1);
  const labelStart = dot < from ? from : dot + 1;
  if (labelStart >= end) return end;
  const ascii = text.charCodeAt(labelStart) < 128;
  for (let i = labelStart + 1; i < end; i++) if (text.charCodeAt(i) < 128 !== ascii) return i;
  return end;
}

/**
 * Email addresses. Finds each `@` and extends over local-part and domain characters; since `@`
 * belongs to neither, every character is read at most twice (linear). A local part longer than 64
 * characters or a domain without a letter (or `xn--`) TLD is rejected. Domains may be
 * internationalized, as punycode (`xn--bcher-kva.example`) or in Unicode (`bücher.example`);
 * local parts may hold Latin, Greek and Cyrillic letters (`jörg@`).
 */
export function recognizeEmail(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('EMAIL', 1)) return;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > at - MAX_LOCAL - 1 && isLocalChar(codeAt(text, start - 1))) start--;
    if (isLocalChar(codeAt(text, start - 1))) continue; // local part too long
    while (codeAt(text, start) === 46) start++; // no leading dot
    if (start === at) continue;
    let end = at + 1;
    let dots = 0;
    for (let c = codeAt(text, end); end - at <= MAX_DOMAIN + 1 && isDomainChar(c); c = codeAt(text, ++end)) if (c === 46) dots++;
    if (dots === 0 || isDomainChar(codeAt(text, end))) continue; // no dot, or domain too long
    const local = text.slice(start, at);
    if (local.endsWith('.') || local.includes('..')) continue;
    while (end > at + 1 && (codeAt(text, end - 1) === 46 || codeAt(text, end - 1) === 45)) end--;
    end = domainEnd(text, at + 1, end);
    if (isWordChar(codeAt(text, end)) || !validDomain(text.slice(at + 1, end))) continue;
    if (ctx.accepts('EMAIL', 0.95)) ctx.emit('EMAIL', start, end, 0.95);
  }
}
