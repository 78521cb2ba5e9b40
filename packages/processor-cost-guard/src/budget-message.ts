import type { BudgetAmounts, BudgetLimits } from './budget-amounts.js';

/** What the tripwire message says about a refused call. */
export interface BudgetMessageInput {
  used: BudgetAmounts;
  estimate: BudgetAmounts;
  limits: BudgetLimits;
  windowMs: number;
  resetsAt: number | undefined;
}

/**
 * The reason a call was blocked, saying which limit, how much was used in the window, and when
 * the budget has room again, e.g. `Token budget exceeded: 49,900 of 50,000 tokens used in the
 * last 24 h; this call needs about 300 more. The budget has room again at 2026-12-04T10:00:00.000Z.`
 */
export function budgetMessage(input: BudgetMessageInput): string {
  const { used, estimate, limits } = input;
  const overTokens = limits.tokens !== undefined && used.tokens + estimate.tokens > limits.tokens;
  const window = formatDuration(input.windowMs);
  const head = overTokens
    ? `Token budget exceeded: ${count(used.tokens)} of ${count(limits.tokens ?? 0)} tokens used in the last ${window}; this call needs about ${count(estimate.tokens)} more.`
    : `Cost budget exceeded: ${money(used.cost)} of ${money(limits.cost ?? 0)} used in the last ${window}; this call needs about ${money(estimate.cost)} more.`;
  if (input.resetsAt === undefined) return `${head} This call alone is larger than the budget, so it can never run.`;
  return `${head} The budget has room again at ${new Date(input.resetsAt).toISOString()}.`;
}

/** A window length for people: `24 h`, `30 min`, `7 d`, `90 s`. */
export function formatDuration(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'min'],
    [1_000, 's'],
  ];
  for (const [size, unit] of units) {
    if (ms % size === 0 && ms / size >= (unit === 'd' ? 2 : 1)) return `${String(ms / size)} ${unit}`;
  }
  return `${String(ms)} ms`;
}

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function money(value: number): string {
  return value.toLocaleString('en-US', { maximumSignificantDigits: 6 });
}
