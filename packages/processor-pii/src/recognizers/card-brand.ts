/** A card brand: its IIN prefix ranges and allowed lengths. */
interface Brand {
  name: string;
  /** Inclusive ranges of the first `digits` digits. */
  ranges: readonly (readonly [number, number, number])[];
  lengths: readonly number[];
  /**
   * Shortest digit group the number may be written with. Set on the ranges added later (UATP,
   * Dankort): a list of small numbers (`15 3 19 15 ...`) is Luhn-valid one time in ten, and
   * cards are printed in groups of 4-6 digits.
   */
  minGroup?: number;
}

// [prefix digits, from, to]
const BRANDS: readonly Brand[] = [
  { name: 'visa', ranges: [[1, 4, 4]], lengths: [13, 16, 19] },
  { name: 'mastercard', ranges: [[2, 51, 55], [4, 2221, 2720]], lengths: [16] },
  { name: 'amex', ranges: [[2, 34, 34], [2, 37, 37]], lengths: [15] },
  { name: 'discover', ranges: [[4, 6011, 6011], [2, 65, 65], [3, 644, 649], [6, 622126, 622925]], lengths: [16, 19] },
  { name: 'diners', ranges: [[2, 36, 36], [2, 38, 39], [3, 300, 305]], lengths: [14, 16, 19] },
  { name: 'jcb', ranges: [[4, 3528, 3589]], lengths: [16, 17, 18, 19] },
  { name: 'unionpay', ranges: [[2, 62, 62]], lengths: [16, 17, 18, 19] },
  { name: 'uatp', ranges: [[1, 1, 1]], lengths: [15], minGroup: 3 },
  { name: 'dankort', ranges: [[4, 5019, 5019]], lengths: [16], minGroup: 3 }, // Visa/Dankort (4571) is a Visa range
  { name: 'maestro', ranges: [[4, 5018, 5018], [4, 5020, 5020], [4, 5038, 5038], [4, 6304, 6304], [4, 6759, 6759], [4, 6761, 6763]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

/**
 * The brand whose IIN range and length match these digits, or undefined. `shortestGroup`: the
 * length of the shortest digit group the number was written in (the whole number when it has none).
 */
export function cardBrand(digits: string, shortestGroup: number = digits.length): string | undefined {
  for (const brand of BRANDS) {
    if (!brand.lengths.includes(digits.length) || shortestGroup < (brand.minGroup ?? 0)) continue;
    for (const [n, from, to] of brand.ranges) {
      const prefix = Number(digits.slice(0, n));
      if (prefix >= from && prefix <= to) return brand.name;
    }
  }
  return undefined;
}
