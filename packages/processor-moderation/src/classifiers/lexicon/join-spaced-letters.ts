/**
 * Joins three or more single letters that are spaced out with one and the same separator
 * (`k i l l`, `k.i.l.l`, `k, i, l, l`, `k/i/l/l`, `k\ti\tl\tl` -> `kill`). A separator is a run of
 * whitespace and the punctuation in `SEPARATOR_CHARS`; the separator must be identical within a
 * run, so `k.i.l.l y.o.u` stays two words. A single loop, linear in the text and stack-safe on any
 * input (each separator run is read by at most three attempts).
 */
export function joinSpacedLetters(text: string): string {
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  while (i < text.length) {
    if (!isLetterAt(text, i) || isLetterAt(text, i - 1) || isLetterAt(text, i + 1)) {
      i++;
      continue;
    }
    const run = readSpacedRun(text, i);
    if (run.letters.length < MIN_LETTERS) {
      i++;
      continue;
    }
    out += text.slice(copiedUpTo, i) + run.letters;
    copiedUpTo = run.end;
    i = run.end;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

const MIN_LETTERS = 3;

/** Whitespace and the punctuation that can space letters out (besides whitespace). */
const SEPARATOR_CHARS = new Set(['.', ',', '-', '_', '*', '/', '\\', ':', ';', '~', '·', '•']);

/** The single letters spaced out from `start` (a single letter) and where their run ends. */
function readSpacedRun(text: string, start: number): { letters: string; end: number } {
  let letters = text.charAt(start);
  let end = start + 1;
  let separator: string | undefined;
  for (;;) {
    let next = end;
    while (next < text.length && isSeparator(text.charCodeAt(next))) next++;
    if (next === end || !isLetterAt(text, next) || isLetterAt(text, next + 1)) break;
    const gap = text.slice(end, next);
    if (separator !== undefined && gap !== separator) break;
    separator = gap;
    letters += text.charAt(next);
    end = next + 1;
  }
  return { letters, end };
}

function isLetterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0x61 && code <= 0x7a;
}

function isSeparator(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  return SEPARATOR_CHARS.has(String.fromCharCode(code));
}
