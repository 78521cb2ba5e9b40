import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum, isLetter, isWordChar } from './char-class.js';

const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

function isLocalChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45; // . _ % + -
}

function isDomainChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 45; // . -
}

function validDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63 || label.startsWith('-') || label.endsWith('-')) return false;
  }
  const tld = labels[labels.length - 1] ?? '';
  if (tld.length < 2 || tld.length > 24) return false;
  for (let i = 0; i < tld.length; i++) if (!isLetter(tld.charCodeAt(i))) return false;
  return true;
}

/**
 * Email addresses. Finds each `@` and extends over local-part and domain characters; since `@`
 * belongs to neither, every character is read at most twice (linear). A local part longer than 64
 * characters or a domain without a letter TLD is rejected.
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
    if (isWordChar(codeAt(text, end)) || !validDomain(text.slice(at + 1, end))) continue;
    if (ctx.accepts('EMAIL', 0.95)) ctx.emit('EMAIL', start, end, 0.95);
  }
}
