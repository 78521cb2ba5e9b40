import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum } from './char-class.js';
import { ibanLength, ibanValid } from './iban-check.js';

/**
 * IBANs, compact or in groups separated by single spaces, validated by country length and the
 * mod-97 check. Each attempt reads at most 42 characters from a `CCdd` anchor: linear.
 */
export function recognizeIban(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('IBAN', 1)) return;
  // The lookbehind after the first letter rejects an anchor glued to a word ("xDE89...") inside
  // the regex engine, before the grouped tail is tried: base64 and key bodies are full of such
  // anchors (about 10% faster on mixed text than skipping them in JavaScript).
  const anchor = /[A-Z](?<![A-Za-z0-9_][A-Z])[A-Z]\d{2}(?: ?[A-Z0-9]){11,32}/g;
  let m: RegExpExecArray | null;
  while ((m = anchor.exec(text)) !== null) {
    const start = m.index;
    anchor.lastIndex = start + 1;
    const length = ibanLength(m[0].slice(0, 2));
    if (length === undefined) continue;
    let compact = '';
    let end = start;
    while (compact.length < length && end < start + m[0].length) {
      const c = text.charCodeAt(end);
      if (c !== 32) compact += text.charAt(end);
      end++;
    }
    if (compact.length !== length || isAlnum(codeAt(text, end))) continue;
    if (ibanValid(compact) && ctx.accepts('IBAN', 0.95)) {
      ctx.emit('IBAN', start, end, 0.95);
      anchor.lastIndex = end;
    }
  }
}
