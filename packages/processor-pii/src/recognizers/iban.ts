import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum, isWordChar } from './char-class.js';
import { ibanLength, ibanValid } from './iban-check.js';

/**
 * IBANs, compact or in groups separated by single spaces, validated by country length and the
 * mod-97 check. Each attempt reads at most 42 characters from a `CCdd` anchor: linear.
 */
export function recognizeIban(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('IBAN', 1)) return;
  const anchor = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,32}/g;
  let m: RegExpExecArray | null;
  while ((m = anchor.exec(text)) !== null) {
    const start = m.index;
    anchor.lastIndex = start + 1;
    if (isWordChar(codeAt(text, start - 1))) continue;
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
