import { codeAt, isDigit, isWordChar } from '../char-class.js';

function isGroupSeparator(c: number): boolean {
  return c === 32 || c === 45 || c === 46 || c === 47; // space - . /
}

/**
 * True when `[start, end)` stands alone: no word character touches it, and it is not one part
 * of a longer number (`12 943 476 5919`, `943 476 5919-2`, `1.2.3`): a separator then a digit on
 * either side rules it out. Reads two characters on each side.
 */
export function isolated(text: string, start: number, end: number): boolean {
  const before = codeAt(text, start - 1);
  const after = codeAt(text, end);
  if (isWordChar(before) || isWordChar(after)) return false;
  if (before === 43) return false; // +44 ...: a phone's country code
  if (isGroupSeparator(before) && isDigit(codeAt(text, start - 2))) return false;
  if (isGroupSeparator(after) && isDigit(codeAt(text, end + 1))) return false;
  return true;
}
