/**
 * True when one of `words` (lower-case) appears in the `window` characters before `start`.
 * Bounded work: at most `window` characters are read, so scanning stays linear.
 */
export function hasContextBefore(text: string, start: number, words: readonly string[], window = 48): boolean {
  if (words.length === 0) return false;
  const before = text.slice(Math.max(0, start - window), start).toLowerCase();
  for (const word of words) if (before.includes(word)) return true;
  return false;
}
