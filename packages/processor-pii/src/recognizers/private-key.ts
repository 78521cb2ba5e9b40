import { indexOfLiteral } from './literal-search.js';
import type { ScanContext } from '../detect/scan-context.js';

/** Longest PEM private key block accepted (an RSA 8192-bit key is about 6.5 KB). */
export const MAX_PEM = 16384;
const BEGIN = '-----BEGIN ';
const END = '-----END ';
/** Index of the `G` of `-----BEGIN `, the rare character the marker is searched through (`indexOfLiteral`). */
export const BEGIN_ANCHOR = 7;
/** Index of the `N` of `-----END `, the rare character the marker is searched through (`indexOfLiteral`). */
export const END_ANCHOR = 6;
const HEADER = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY)-----/y;

/**
 * PEM private key blocks, from the `BEGIN ... PRIVATE KEY` line to the matching `END` line
 * within 16 KB. The next `END` marker is found with a forward-only pointer: linear.
 */
export function recognizePrivateKey(ctx: ScanContext): void {
  const { text } = ctx;
  if (!ctx.accepts('PRIVATE_KEY', 1)) return;
  let nextEnd = -1;
  let resume = 0;
  for (let p = indexOfLiteral(text, BEGIN, BEGIN_ANCHOR); p !== -1; p = indexOfLiteral(text, BEGIN, BEGIN_ANCHOR, Math.max(p + 1, resume))) {
    HEADER.lastIndex = p;
    const header = HEADER.exec(text);
    if (header === null) continue;
    const label = header[1] ?? '';
    const bodyStart = p + header[0].length;
    if (nextEnd !== -1 && nextEnd < bodyStart) nextEnd = -1;
    if (nextEnd === -1) nextEnd = indexOfLiteral(text, END, END_ANCHOR, bodyStart);
    if (nextEnd === -1) return; // no END marker anywhere after this point
    const marker = `${END}${label}-----`;
    if (nextEnd - p > MAX_PEM || !text.startsWith(marker, nextEnd)) continue;
    const end = nextEnd + marker.length;
    resume = end;
    if (ctx.accepts('PRIVATE_KEY', 0.99)) ctx.emit('PRIVATE_KEY', p, end, 0.99);
  }
}
