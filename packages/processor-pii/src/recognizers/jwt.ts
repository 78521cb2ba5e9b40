import { indexOfLiteral } from './literal-search.js';
import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum } from './char-class.js';

const MAX_SEGMENT = 8192;

function isBase64Url(c: number): boolean {
  return isAlnum(c) || c === 45 || c === 95;
}

function decodeSegment(segment: string): string | undefined {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    return atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return undefined;
  }
}

function headerValid(segment: string): boolean {
  const json = decodeSegment(segment);
  if (json === undefined) return false;
  try {
    const header: unknown = JSON.parse(json);
    return typeof header === 'object' && header !== null && 'alg' in header;
  } catch {
    return false;
  }
}

/** Next `eyJ` at or after `from`, found through its `J` (rare in prose, unlike `e`). */
function nextHeader(text: string, from: number): number {
  return indexOfLiteral(text, 'eyJ', 2, from);
}

/**
 * JSON Web Tokens: three base64url segments whose first decodes to a JSON header with `alg`.
 * Each `eyJ` candidate is read once and scanning resumes after it: linear.
 */
export function recognizeJwt(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('JWT', 1)) return;
  let resume = 0;
  for (let p = nextHeader(text, 0); p !== -1; p = nextHeader(text, Math.max(p + 3, resume))) {
    if (isBase64Url(codeAt(text, p - 1)) || codeAt(text, p - 1) === 46) continue;
    const dots: number[] = [];
    let e = p;
    for (;;) {
      const segmentStart = e;
      while (e - segmentStart <= MAX_SEGMENT && isBase64Url(codeAt(text, e))) e++;
      if (dots.length < 2 && codeAt(text, e) === 46 && e > segmentStart) {
        dots.push(e);
        e++;
        continue;
      }
      break;
    }
    resume = e;
    const [d1, d2] = dots;
    if (d1 === undefined || d2 === undefined || e - d2 < 11 || codeAt(text, e) === 46 || isBase64Url(codeAt(text, e))) continue;
    if (!text.startsWith('eyJ', d1 + 1) || !headerValid(text.slice(p, d1))) continue;
    if (ctx.accepts('JWT', 0.95)) ctx.emit('JWT', p, e, 0.95);
  }
}
