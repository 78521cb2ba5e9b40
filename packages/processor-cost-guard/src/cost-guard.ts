import {
  getAPIErrorDetails,
  type ProcessAPIErrorArgs,
  type ProcessLLMRequestArgs,
  type ProcessLLMResponseArgs,
  type Processor,
  type ProcessorViolation,
  type SluiceLanguageModel,
} from '@sluice/core';
import { NO_AMOUNTS, type BudgetAmounts, type BudgetLimits } from './budget-amounts.js';
import { budgetMessage } from './budget-message.js';
import { resolveBudgetScope } from './budget-scope.js';
import type { BudgetChargeRequest, BudgetChargeResult, BudgetStore } from './budget-store.js';
import { budgetWindow, type BudgetWindow } from './budget-window.js';
import type { CostGuardEvent, CostGuardPhase } from './cost-guard-event.js';
import { CostGuardPriceError } from './cost-guard-price-error.js';
import { CostGuardStoreError } from './cost-guard-store-error.js';
import { charsPerFourEstimator, estimatePromptTokens } from './estimate-prompt-tokens.js';
import { MemoryBudgetStore } from './memory-budget-store.js';
import { estimateAmounts, findPrice, usageAmounts, type ModelPrice } from './model-price.js';
import { stepUsage } from './step-usage.js';
import { parseCostGuardOptions, type CostGuardOptions, type ResolvedCostGuardOptions } from './options.js';

/** The call in flight: what the guard reserved before it, to correct once its usage is known. */
interface PendingCharge {
  key: string;
  scope: string;
  /** When the reservation was made (its bucket). */
  at: number;
  reserved: BudgetAmounts;
  price: ModelPrice | undefined;
}

/** This processor's request state. */
export interface CostGuardState {
  [key: string]: unknown;
  /** The current step's reservation, until `processLLMResponse` corrects it. */
  pending?: PendingCharge | undefined;
  /** Set once this request reported the `warnAtPercent` warning. */
  warned?: boolean;
}

type Hook = 'processLLMRequest' | 'processLLMResponse';

/**
 * Enforces token and/or cost budgets per resource (user, tenant), thread, or guard (agent) over a
 * rolling window, e.g. 50,000 tokens per user per day, shared across processes through
 * `RedisBudgetStore`. Before each model call (`processLLMRequest`) it estimates the prompt
 * (characters / 4 unless you pass an `estimator`) and atomically reserves that much if it fits;
 * when it does not fit it trips with `retry: false` and a message saying when the budget has room
 * again (`strategy: 'block'`), or reports a warn violation and lets the call through
 * (`strategy: 'warn'`). After the call (`processLLMResponse`) it corrects the reservation to the
 * provider's real usage, streamed or not; a response replayed from a cache costs nothing, and a
 * call the provider rejects gives its reservation back (`processAPIError`). An input processor: put it after `ResponseCache` so cache hits skip the check.
 *
 * @example
 * const guard = new CostGuard({ maxTokens: 50_000, window: 86_400_000 });
 * const agent = new Agent({ id: 'chat', model, inputProcessors: [guard] });
 * await agent.generate('hi', { memory: { thread: 't1', resource: 'user-1' } });
 */
export class CostGuard implements Processor<string, CostGuardState> {
  readonly id: string;
  readonly name = 'Cost guard';
  readonly description = 'Token and cost budgets per user, thread or agent over rolling windows.';
  /** It never changes messages or prompts: it only checks, counts, trips and reports. */
  readonly readOnly = true;
  /** Receives its blocks and warn violations (set it, or use the agent's tracing); errors are swallowed. */
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedCostGuardOptions;
  readonly #store: BudgetStore;
  readonly #window: BudgetWindow;
  readonly #limits: BudgetLimits;
  readonly #now: () => number;

  /** @throws CostGuardOptionsError when `options` do not match `costGuardOptionsSchema`. */
  constructor(options: CostGuardOptions) {
    const resolved = parseCostGuardOptions(options);
    this.#options = resolved;
    this.id = resolved.id;
    this.#store = resolved.store ?? new MemoryBudgetStore();
    this.#window = budgetWindow(resolved.window, resolved.windowBuckets);
    this.#limits = { tokens: resolved.maxTokens, cost: resolved.maxCost };
    const clock = resolved.clock;
    this.#now = clock === undefined ? () => Date.now() : () => clock.now();
  }

  /** The store usage is counted in. */
  get store(): BudgetStore {
    return this.#store;
  }

  /** Checks the prompt's estimate against the budget and reserves it; trips when it does not fit. */
  async processLLMRequest(args: ProcessLLMRequestArgs<CostGuardState>): Promise<undefined> {
    const { state } = args;
    state.pending = undefined;
    const option = this.#options.scope;
    const scope = resolveBudgetScope(option, args.requestContext, args.messageList);
    if (scope === undefined) {
      const action = this.#options.onMissingScope;
      this.#emit({ type: 'no-scope', action });
      if (action === 'block') args.abort(`Cost guard: this call has no ${typeof option === 'string' ? `${option} id` : 'budget scope'}, so it cannot be counted (onMissingScope: 'block').`, { retry: false });
      return undefined;
    }
    const price = this.#price(args.model);
    const estimate = estimateAmounts(estimatePromptTokens(args.prompt, args.callOptions, this.#options.estimator ?? charsPerFourEstimator), price);
    const key = `${this.id}:${typeof option === 'string' ? option : 'custom'}:${scope}`;
    const at = this.#now();
    const base = { key, window: this.#window, now: at, amounts: estimate };
    const checked = await this.#charge('processLLMRequest', 'check', () => this.#store.charge({ ...base, limits: this.#limits }));
    if (checked?.accepted === true) this.#emit({ type: 'allowed', scope, estimate, used: checked.used, limits: this.#limits });
    const result = checked === undefined || checked.accepted ? checked : await this.#overBudget(args, scope, base, checked);
    // Store down under onStoreError 'allow': nothing reserved, the real usage is still recorded after the call.
    state.pending = { key, scope, at, reserved: result === undefined ? NO_AMOUNTS : estimate, price };
    if (result !== undefined) await this.#warnIfNear(args, scope, result.used);
    return undefined;
  }

  /** The estimate did not fit: trips (`'block'`), or reports it and adds it anyway (`'warn'`). */
  async #overBudget(
    args: ProcessLLMRequestArgs<CostGuardState>,
    scope: string,
    charge: BudgetChargeRequest,
    refused: BudgetChargeResult,
  ): Promise<BudgetChargeResult | undefined> {
    const detail = { scope, used: refused.used, estimate: charge.amounts, limits: this.#limits, resetsAt: refused.resetsAt };
    const reason = budgetMessage({ ...detail, windowMs: this.#window.bucketMs * this.#window.buckets });
    if (this.#options.strategy === 'block') {
      this.#emit({ type: 'blocked', ...detail });
      args.abort(reason, { retry: false, metadata: detail });
    }
    this.#emit({ type: 'exceeded', ...detail });
    await args.reportViolation({ message: reason, detail, action: 'warn' });
    return this.#charge('processLLMRequest', 'check', () => this.#store.charge(charge));
  }

  /** Corrects the reservation to the step's real usage; a cached replay costs nothing. */
  async processLLMResponse(args: ProcessLLMResponseArgs<CostGuardState>): Promise<undefined> {
    const pending = args.state.pending;
    args.state.pending = undefined;
    if (pending === undefined) return undefined;
    // A replay costs nothing; a step that reported no usage keeps its reservation (the estimate).
    const usage = args.fromCache ? undefined : stepUsage(args.chunks, args.steps);
    const actual = args.fromCache ? NO_AMOUNTS : usage === undefined ? pending.reserved : usageAmounts(usage, pending.price);
    const correction = { tokens: actual.tokens - pending.reserved.tokens, cost: actual.cost - pending.reserved.cost };
    const result = await this.#charge('processLLMResponse', 'record', () =>
      this.#store.charge({ key: pending.key, window: this.#window, now: this.#now(), at: pending.at, amounts: correction }),
    );
    if (result === undefined) return undefined;
    if (args.fromCache) this.#emit({ type: 'replayed', scope: pending.scope });
    else this.#emit({ type: 'recorded', scope: pending.scope, model: args.model.modelId, usage: actual, used: result.used });
    await this.#warnIfNear(args, pending.scope, result.used);
    return undefined;
  }

  /**
   * A call the provider rejected (an AI SDK `APICallError`: no usage, not billed) gives its
   * reservation back. A failure mid-stream keeps it (the provider may bill what it streamed). A
   * store failure here is only reported (`store-error`): the reservation then stays, and the
   * provider's error stays the run's error.
   */
  async processAPIError(args: ProcessAPIErrorArgs<CostGuardState>): Promise<undefined> {
    const pending = args.state.pending;
    if (pending === undefined || getAPIErrorDetails(args.error)?.isAPICallError !== true) return undefined;
    args.state.pending = undefined;
    const amounts = { tokens: -pending.reserved.tokens, cost: -pending.reserved.cost };
    try {
      await this.#store.charge({ key: pending.key, window: this.#window, now: this.#now(), at: pending.at, amounts });
      this.#emit({ type: 'refunded', scope: pending.scope, amounts: pending.reserved });
    } catch (error) {
      this.#emit({ type: 'store-error', phase: 'refund', action: 'allow', error });
    }
    return undefined;
  }

  #price(model: SluiceLanguageModel): ModelPrice | undefined {
    const price = findPrice(this.#options.prices, model, this.#options.defaultPrice);
    if (price === undefined && this.#limits.cost !== undefined) throw new CostGuardPriceError(this.id, model.provider, model.modelId);
    return price;
  }

  /** Runs a store charge; on failure emits `store-error`, then throws (`'block'`) or returns undefined (`'allow'`). */
  async #charge(hook: Hook, phase: CostGuardPhase, run: () => Promise<BudgetChargeResult>): Promise<BudgetChargeResult | undefined> {
    try {
      return await run();
    } catch (error) {
      const action = this.#options.onStoreError;
      this.#emit({ type: 'store-error', phase, action, error });
      if (action === 'block') throw new CostGuardStoreError(this.id, hook, error);
      return undefined;
    }
  }

  /** Reports one warn violation per request once usage reaches `warnAtPercent` of a limit. */
  async #warnIfNear(
    args: { state: CostGuardState; reportViolation: ProcessLLMRequestArgs['reportViolation'] },
    scope: string,
    used: BudgetAmounts,
  ): Promise<void> {
    if (args.state.warned === true) return;
    const percent = usedPercent(used, this.#limits);
    if (percent < this.#options.warnAtPercent) return;
    args.state.warned = true;
    this.#emit({ type: 'warn', scope, used, limits: this.#limits, percent });
    await args.reportViolation({
      message: `Cost guard: ${String(Math.floor(percent))}% of the budget used in this window.`,
      detail: { scope, used, limits: this.#limits, percent },
      action: 'warn',
    });
  }

  #emit(event: CostGuardEvent): void {
    try {
      this.#options.onEvent?.(event);
    } catch {
      // A dashboard callback never breaks a run.
    }
  }
}

/** The highest share of a set limit that `used` reaches, in percent. */
function usedPercent(used: BudgetAmounts, limits: BudgetLimits): number {
  const tokens = limits.tokens === undefined ? 0 : (used.tokens / limits.tokens) * 100;
  const cost = limits.cost === undefined ? 0 : (used.cost / limits.cost) * 100;
  return Math.max(tokens, cost);
}
