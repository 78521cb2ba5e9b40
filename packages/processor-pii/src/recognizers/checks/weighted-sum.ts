/** Sum of `digits[i] * weights[i]` over the shorter of the two; digits are `0`-`9` characters. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  const n = Math.min(digits.length, weights.length);
  for (let i = 0; i < n; i++) sum += (digits.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum;
}

/** The digit at `index` of `digits` as a number (NaN outside). */
export function digitAt(digits: string, index: number): number {
  const c = digits.charCodeAt(index);
  return c >= 48 && c <= 57 ? c - 48 : Number.NaN;
}

/** True when `value` is only ASCII digits (and not empty). */
export function allDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
