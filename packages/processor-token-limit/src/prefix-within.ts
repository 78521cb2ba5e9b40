/**
 * The longest prefix of `text` whose token count is at most `tokens` (binary search on length,
 * never cutting a surrogate pair).
 */
export function prefixWithin(text: string, tokens: number, count: (text: string) => number): string {
  if (tokens <= 0) return '';
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(text.slice(0, middle)) <= tokens) low = middle;
    else high = middle - 1;
  }
  const code = text.charCodeAt(low - 1);
  if (low > 0 && code >= 0xd800 && code <= 0xdbff) low -= 1;
  return text.slice(0, low);
}
