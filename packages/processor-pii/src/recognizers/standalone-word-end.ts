import { codeAt, isWordChar } from './char-class.js';

/**
 * End of the word starting at `from` when all of it satisfies `test`, it ends within `max`
 * characters and no word character follows; otherwise `from` (no candidate). Reads at most
 * `max + 1` characters.
 */
export function standaloneWordEnd(text: string, from: number, max: number, test: (c: number) => boolean): number {
  let end = from;
  while (end - from <= max && test(codeAt(text, end))) end++;
  if (end - from > max || isWordChar(codeAt(text, end))) return from;
  return end;
}
