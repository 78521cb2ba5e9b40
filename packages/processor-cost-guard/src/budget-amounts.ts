/** What a budget meters: tokens (input + output) and cost (in the price table's currency). */
export interface BudgetAmounts {
  tokens: number;
  cost: number;
}

/** Limits per window; an absent meter is unlimited. */
export interface BudgetLimits {
  tokens?: number | undefined;
  cost?: number | undefined;
}

/** Zero tokens, zero cost. */
export const NO_AMOUNTS: Readonly<BudgetAmounts> = Object.freeze({ tokens: 0, cost: 0 });

/** True when `used + amounts` stays within every limit that is set. */
export function fitsLimits(used: BudgetAmounts, amounts: BudgetAmounts, limits: BudgetLimits): boolean {
  if (limits.tokens !== undefined && used.tokens + amounts.tokens > limits.tokens) return false;
  if (limits.cost !== undefined && used.cost + amounts.cost > limits.cost) return false;
  return true;
}
