/**
 * Check digit of ISO 7064 MOD 11,10 (hybrid system) over `digits`: used by the German tax id
 * (Steuer-ID) and VAT id. Returns NaN when a character is not a digit.
 */
export function mod11_10CheckDigit(digits: string): number {
  let product = 10;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}
