const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u;
const SPACE_LIKE = /^\p{Zs}$/u;
const LINE_BREAK = /^[\p{Zl}\p{Zp}]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;

const CACHE_LIMIT = 4096;
/** Folded forms already computed (`null`: the character stays). */
const cache = new Map<number, string | null>();

/**
 * What one non-ASCII code point becomes for matching: `''` when invisible (zero-width, format,
 * variation selector, tag...), `' '` for a space-like character, `'\n'` for a line or paragraph
 * separator, the ASCII digit for a decimal digit of any script, else its NFKC form; `undefined`
 * when the character stays as it is.
 */
export function foldCharacter(codePoint: number): string | undefined {
  const known = cache.get(codePoint);
  if (known !== undefined) return known ?? undefined;
  const char = String.fromCodePoint(codePoint);
  const folded = computeFold(char);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(codePoint, folded === char ? null : folded);
  return folded === char ? undefined : folded;
}

function computeFold(char: string): string {
  if (INVISIBLE.test(char)) return '';
  if (SPACE_LIKE.test(char)) return ' ';
  if (LINE_BREAK.test(char)) return '\n';
  if (DECIMAL_DIGIT.test(char)) return String(digitValue(char.codePointAt(0) as number));
  const nfkc = char.normalize('NFKC');
  if (nfkc === char) return char;
  // NFKC may give characters that fold further (a circled digit gives '1'; a fullwidth space ' ').
  let out = '';
  for (const part of nfkc) out += part.charCodeAt(0) < 0x80 || part === char ? part : computeFold(part);
  return out;
}

/**
 * The value of a decimal digit: Unicode lays each script's digits out as runs of ten from zero, and
 * some runs follow each other (mathematical digits), so the value is the distance from the start
 * of the run, modulo ten.
 */
function digitValue(codePoint: number): number {
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (codePoint - start) % 10;
}
