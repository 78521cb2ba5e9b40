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

function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return /\p{L}/u.test(text.charAt(i));
}

/** Words of this length or shorter must end where the text's word ends ("fin" is not "final"). */
const SHORT_WORD = 4;

/**
 * True when one of `words` (lower-case) begins a word in the `window` characters before `start`:
 * "tin" counts in "TIN: 123" and "tin-nr" but not in "setting". A longer word may continue
 * ("reisepass" counts in "Reisepassnummer"); a short one (4 characters or fewer) may not ("fin" does
 * not count in "final", "pan" not in "panel"). Words that do not start with a Latin letter (Thai,
 * Hangul, Devanagari: scripts written without spaces or in compounds) count anywhere. Reads at most
 * `window` characters: linear scanning.
 */
export function hasContextWordBefore(text: string, start: number, words: readonly string[], window = 48): boolean {
  const from = Math.max(0, start - window);
  const before = text.slice(from, start).toLowerCase();
  for (const word of words) {
    const latin = /^[a-zà-ÿ]/.test(word);
    for (let at = before.indexOf(word); at !== -1; at = before.indexOf(word, at + 1)) {
      if (!latin) return true;
      const startsWord = at === 0 ? from === 0 || !isLetterAt(text, from - 1) : !isLetterAt(before, at - 1);
      const end = at + word.length;
      const endsWord = word.length > SHORT_WORD || end >= before.length || !isLetterAt(before, end);
      if (startsWord && endsWord) return true;
    }
  }
  return false;
}
