import { codeAt, isDigit, isWordChar } from '../char-class.js';

function isGroupSeparator(c: number): boolean {
  return c === 32 || c === 45 || c === 46 || c === 47; // space - . /
}

/**
 * True when nothing before `start` ties a match there to a longer token: no word character, no
 * `+` (a phone's country code), no separator preceded by a digit (`12 943 476 5919`, `1.2.3`).
 * Reads two characters.
 */
export function isolatedBefore(text: string, start: number): boolean {
  const before = codeAt(text, start - 1);
  if (isWordChar(before) || before === 43) return false;
  return !(isGroupSeparator(before) && isDigit(codeAt(text, start - 2)));
}

/** True when nothing after `end` continues the match: no word character, no separator then a digit. Reads two characters. */
export function isolatedAfter(text: string, end: number): boolean {
  const after = codeAt(text, end);
  if (isWordChar(after)) return false;
  return !(isGroupSeparator(after) && isDigit(codeAt(text, end + 1)));
}
