/** Finds the next occurrence of any of a fixed set of literals, see `literalCursor`. */
export type LiteralCursor = (from: number) => number;

/**
 * A cursor over the occurrences of any of `literals` in `text`: `next(from)` is the smallest
 * index at or after `from` where one of them starts, or -1. Each literal's next occurrence is
 * remembered and only searched again (with the native `indexOf`) once `from` has passed it, so
 * calls with non-decreasing `from` read the text once per literal in total: linear, and far
 * cheaper than a regex scan. Recognizers use it to find the only positions where their pattern
 * can start, then run the pattern there in sticky mode.
 */
export function literalCursor(text: string, literals: readonly string[]): LiteralCursor {
  const next = literals.map(() => -2); // -2: not searched yet; -1: no further occurrence
  return (from) => {
    let best = -1;
    for (let i = 0; i < literals.length; i++) {
      let at = next[i] ?? -1;
      if (at !== -1 && at < from) {
        at = text.indexOf(literals[i] ?? '', from);
        next[i] = at;
      }
      if (at !== -1 && (best === -1 || at < best)) best = at;
    }
    return best;
  };
}
