/**
 * `text.indexOf(literal, from)`, searched through `literal[anchor]`, a character of the literal
 * that is rare in text (the `G` of `-----BEGIN `, the `x` of `0x`): V8 finds a short literal by
 * its first character, and `-`, `0`, `:` or `e` occur thousands of times per megabyte of prose
 * and code, each one a comparison; through a rare character one pass costs a quarter as much.
 */
export function indexOfLiteral(text: string, literal: string, anchor: number, from = 0): number {
  const a = literal.charAt(anchor);
  for (let p = text.indexOf(a, Math.max(0, from) + anchor); p !== -1; p = text.indexOf(a, p + 1)) {
    if (text.startsWith(literal, p - anchor)) return p - anchor;
  }
  return -1;
}
