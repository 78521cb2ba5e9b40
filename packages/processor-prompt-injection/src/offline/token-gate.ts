import type { Feature } from './features.js';

/**
 * A cheap necessary condition for each feature, checked in one pass over the text before any
 * pattern runs. A feature's `anchors` are groups of words: its pattern can only match a text that
 * holds, for every group, at least one of the group's words as a whole token (the first token of a
 * phrase such as `throw away` counts). Tokens are ASCII runs of `[a-z0-9_]`, the units `\b`
 * separates; `l` and `i` are one letter here, as in the patterns (normalization folds `1` to `i`),
 * and a trailing `s` may be dropped (plural lexicon words). Hash collisions only let a feature run
 * when it need not: the gate never skips a feature that could match.
 */
export interface TokenGate {
  /** For each feature (same order as given), 1 when its pattern may match `text`. The array is reused by the next call. */
  mayMatch(text: string): Uint8Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The code unit as the gate reads it: lower case, `l` as `i`; 0 for a character outside tokens. */
function tokenUnit(c: number): number {
  if (c >= 0x61 && c <= 0x7a) return c === 0x6c ? 0x69 : c;
  if (c >= 0x41 && c <= 0x5a) return c === 0x4c ? 0x69 : c | 0x20;
  if ((c >= 0x30 && c <= 0x39) || c === 0x5f) return c;
  return 0;
}

/** Hash of the first token of `phrase` (an anchor word), as `mayMatch` computes it on text. */
function anchorHash(phrase: string): number {
  let h = FNV_OFFSET;
  let length = 0;
  for (let i = 0; i < phrase.length; i++) {
    const unit = tokenUnit(phrase.charCodeAt(i));
    if (unit === 0) {
      if (length > 0) break;
      continue;
    }
    h = Math.imul(h ^ unit, FNV_PRIME);
    length++;
  }
  if (length === 0) throw new Error(`anchor "${phrase}" has no token`);
  return h >>> 0;
}

/** Builds the gate of `features`; a feature without `anchors` always runs. */
export function buildTokenGate(features: readonly Feature[]): TokenGate {
  /** Token hash -> pairs (feature index, bit of the anchor group). */
  const byHash = new Map<number, number[]>();
  const full = new Uint32Array(features.length);
  features.forEach((feature, index) => {
    const groups = feature.anchors ?? [];
    if (groups.length > 31) throw new Error(`feature ${feature.id}: at most 31 anchor groups`);
    groups.forEach((group, g) => {
      full[index] = (full[index] as number) | (1 << g);
      for (const word of group) {
        const h = anchorHash(word);
        const entries = byHash.get(h) ?? [];
        entries.push(index, 1 << g);
        byHash.set(h, entries);
      }
    });
  });
  const seen = new Uint32Array(features.length);
  const result = new Uint8Array(features.length);
  const gated = full.reduce((count, need) => count + (need === 0 ? 0 : 1), 0);
  /** Gated features whose every group was seen in the current text: the scan stops when all were. */
  let satisfied = 0;
  const mark = (h: number) => {
    const entries = byHash.get(h >>> 0);
    if (entries === undefined) return;
    for (let k = 0; k < entries.length; k += 2) {
      const index = entries[k] as number;
      const before = seen[index] as number;
      const after = before | (entries[k + 1] as number);
      if (after === before) continue;
      seen[index] = after;
      if (after === full[index]) satisfied++;
    }
  };
  return {
    mayMatch(text) {
      seen.fill(0);
      satisfied = 0;
      let h = FNV_OFFSET;
      let beforeLast = FNV_OFFSET;
      let last = 0;
      let length = 0;
      const n = text.length;
      for (let i = 0; i <= n; i++) {
        const unit = i < n ? tokenUnit(text.charCodeAt(i)) : 0;
        if (unit !== 0) {
          beforeLast = h;
          h = Math.imul(h ^ unit, FNV_PRIME);
          last = unit;
          length++;
          continue;
        }
        if (length > 0) {
          mark(h);
          if (last === 0x73 && length > 1) mark(beforeLast);
          h = FNV_OFFSET;
          length = 0;
          // Long texts hold every anchor early: stop as soon as no feature can be skipped.
          if (satisfied === gated) break;
        }
      }
      for (let index = 0; index < features.length; index++) {
        const need = full[index] as number;
        result[index] = need === 0 || ((seen[index] as number) & need) === need ? 1 : 0;
      }
      return result;
    },
  };
}
