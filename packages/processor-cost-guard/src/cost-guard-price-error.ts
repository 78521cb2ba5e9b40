import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.CostGuardPriceError');

/**
 * `maxCost` is set but the price table has no entry for the model about to be called, and no
 * `defaultPrice`. Code `COST_GUARD_PRICE_MISSING`; raised before the call, so nothing is spent
 * unpriced. Add the model to `prices` (as `modelId` or `provider:modelId`) or set `defaultPrice`.
 */
export class CostGuardPriceError extends SluiceError {
  private readonly [MARKER] = true;
  /** The model id with no price. */
  readonly modelId: string;

  constructor(processorId: string, provider: string, modelId: string) {
    super('COST_GUARD_PRICE_MISSING', `[processor ${processorId}] processLLMRequest: no price for model "${modelId}" (provider "${provider}"): add it to \`prices\` or set \`defaultPrice\``);
    this.name = 'CostGuardPriceError';
    this.modelId = modelId;
  }

  /** True when `error` is a `CostGuardPriceError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is CostGuardPriceError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
