import { indexOfLiteral } from './literal-search.js';
import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isLetter, isWordChar } from './char-class.js';

const MAX_URL = 2048;
const SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'ws', 'wss']);

/** Quotation marks and corner brackets that end a URL: ‘ ’ ‚ ‛ “ ” „ ‟ « » ‹ › 「 」 『 』. */
function isQuoteMark(c: number): boolean {
  return (c >= 0x2018 && c <= 0x201f) || c === 0xab || c === 0xbb || c === 0x2039 || c === 0x203a || (c >= 0x300c && c <= 0x300f);
}

function isUrlChar(c: number): boolean {
  // printable ASCII except space and quotes/angle brackets, plus non-ASCII (IRIs) except quote marks
  return c > 32 && c !== 34 && c !== 39 && c !== 60 && c !== 62 && c !== 96 && c !== 127 && !isQuoteMark(c);
}

/** `. , ; : ! ? ) ] }` and, as in GitHub's autolinks, `* _ ~`: not part of a URL at its end. */
function isTrailingPunctuation(c: number): boolean {
  return (
    c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41 || c === 93 || c === 125 || c === 42 || c === 95 || c === 126
  );
}

function balanced(url: string): boolean {
  let depth = 0;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41) depth--;
  }
  return depth >= 0;
}

/** End of the URL body starting at `from`: up to 2048 characters, trailing punctuation trimmed. */
function bodyEnd(text: string, start: number, from: number): number {
  let end = from;
  while (end - start < MAX_URL && isUrlChar(codeAt(text, end))) end++;
  while (end > from && isTrailingPunctuation(codeAt(text, end - 1))) {
    const c = codeAt(text, end - 1);
    if (c === 41 && balanced(text.slice(start, end))) break; // keep a balanced ")"
    end--;
  }
  return end;
}

function hostLooksReal(text: string, from: number, end: number): boolean {
  let i = from;
  let dots = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35) break; // / ? #
    if (c === 46) dots++;
    i++;
  }
  const host = text.slice(from, i).replace(/^.*@/, '').toLowerCase();
  return host.length > 0 && (dots > 0 || host.startsWith('localhost')) && !host.startsWith('.');
}

/**
 * URLs with a scheme (`http`, `https`, `ftp`, `ws`...) or starting with `www.`. Each candidate is
 * read once and scanning resumes after it (linear); URLs are capped at 2048 characters.
 */
export function recognizeUrl(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('URL', 1)) return;
  const emitted: [number, number][] = [];
  let resume = 0;
  for (let p = indexOfLiteral(text, '://', 1); p !== -1; p = indexOfLiteral(text, '://', 1, Math.max(p + 3, resume))) {
    let s = p;
    while (s > p - 5 && isLetter(codeAt(text, s - 1))) s--;
    if (isWordChar(codeAt(text, s - 1)) || !SCHEMES.has(text.slice(s, p).toLowerCase())) continue;
    const end = bodyEnd(text, s, p + 3);
    resume = end;
    if (end > p + 3 && hostLooksReal(text, p + 3, end)) emitted.push([s, end]);
  }
  resume = 0;
  for (let p = text.indexOf('www.'); p !== -1; p = text.indexOf('www.', Math.max(p + 4, resume))) {
    const c = codeAt(text, p - 1);
    if (isWordChar(c) || c === 47 || c === 46 || c === 64) continue; // inside a scheme URL, host or email
    const end = bodyEnd(text, p, p + 4);
    resume = end;
    if (end > p + 4 && hostLooksReal(text, p, end)) emitted.push([p, end]);
  }
  if (!ctx.accepts('URL', 0.8)) return;
  for (const [s, e] of emitted) ctx.emit('URL', s, e, 0.8);
}
