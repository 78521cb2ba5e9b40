import type { LiteralCursor } from './literal-cursor.js';

/**
 * A cursor over the positions in `text` that have the shape of an AWS key id prefix, `A..A`
 * (`AKIA`, `ASIA`, `AGPA`, `AIDA`, `AROA`, `AIPA`, `ANPA`, `ANVA` all start and end with `A`):
 * one native `indexOf('A')` pass instead of one per prefix; the caller's sticky pattern decides.
 */
export function awsKeyCursor(text: string): LiteralCursor {
  return (from) => {
    for (let p = text.indexOf('A', Math.max(0, from)); p !== -1; p = text.indexOf('A', p + 1)) {
      if (text.charCodeAt(p + 3) === 65) return p;
    }
    return -1;
  };
}
