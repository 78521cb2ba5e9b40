/** One match: the pattern's name and its span in the scanned text. The matched text is never kept. */
export interface RegexMatch {
  name: string;
  start: number;
  end: number;
}

/** A compiled pattern (global flag added). */
export interface CompiledPattern {
  name: string;
  regex: RegExp;
}

/** Characters of text before a window given to the engine, so `\b` and lookbehinds see them. */
export const WINDOW_CONTEXT = 32;

/**
 * Finds the matches of one pattern in `text` from `from`, never overlapping, scanning windows of
 * `4 * maxMatchLength` characters that overlap by `maxMatchLength`. A match that starts in a
 * window's first three quarters is taken from that window; the scan resumes after it. So each
 * character is given to the engine about 1.33 times, and a polynomial pattern (`.*a.*b`) costs a
 * constant per window instead of growing with the text: the scan is linear in `text.length` for
 * every pattern the static check accepts. Matches are at most `maxMatchLength` long (a longer one
 * is cut at the window's end).
 */
export function findPatternMatches(pattern: CompiledPattern, text: string, from: number, maxMatchLength: number): RegexMatch[] {
  const { regex, name } = pattern;
  const out: RegexMatch[] = [];
  const windowSize = maxMatchLength * 4;
  const step = windowSize - maxMatchLength;
  let resume = from;
  for (let start = from; start < text.length; start += step) {
    const base = Math.max(0, start - WINDOW_CONTEXT);
    const end = start + windowSize;
    const last = end >= text.length;
    const window = base === 0 && last ? text : text.slice(base, end);
    const limit = last ? Infinity : start + step;
    regex.lastIndex = Math.max(resume, start) - base;
    for (let m = regex.exec(window); m !== null; m = regex.exec(window)) {
      const at = base + m.index;
      if (at >= limit) break;
      if (m[0].length === 0) {
        regex.lastIndex += 1;
        continue;
      }
      const length = Math.min(m[0].length, maxMatchLength);
      out.push({ name, start: at, end: at + length });
      resume = at + length;
      regex.lastIndex = resume - base;
    }
    if (last) break;
  }
  return out;
}

/**
 * The matches of every pattern in `text` from `from`, sorted by start; where matches overlap the
 * earlier one wins (the longer one at the same start), so each character is matched once.
 */
export function findMatches(patterns: readonly CompiledPattern[], text: string, from: number, maxMatchLength: number): RegexMatch[] {
  const all: RegexMatch[] = [];
  for (const pattern of patterns) all.push(...findPatternMatches(pattern, text, from, maxMatchLength));
  if (all.length < 2) return all;
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RegexMatch[] = [];
  let reach = -1;
  for (const match of all) {
    if (match.start < reach) continue;
    out.push(match);
    reach = match.end;
  }
  return out;
}

/** Replaces `matches` (sorted, non-overlapping, relative to `text`) with `replacement(name)`. */
export function replaceMatches(text: string, matches: readonly RegexMatch[], replacement: (name: string) => string): string {
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.start) + replacement(match.name);
    at = match.end;
  }
  return out + text.slice(at);
}
