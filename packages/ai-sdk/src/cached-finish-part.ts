import type { LanguageModelV3FinishReason, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { CachedLLMStepChunk, FinishReason, Usage } from '@sluice/core';
import { usageToModel } from '@sluice/core/host';

/** The V3 part that ends a model stream. */
export type FinishPart = Extract<LanguageModelV3StreamPart, { type: 'finish' }>;

interface FinishPayload {
  stepResult?: { reason?: FinishReason };
  output?: { usage?: Usage };
  metadata?: { providerMetadata?: FinishPart['providerMetadata'] };
}

/**
 * The `finish` part the caller gets for a response a processor answered from a cache: from its
 * recorded `finish` chunk, or `stop` with unknown usage when the recording has none.
 */
export function cachedFinishPart(cached: CachedLLMStepChunk | undefined): FinishPart {
  const payload = (cached as { payload?: FinishPayload } | undefined)?.payload;
  const meta = payload?.metadata?.providerMetadata;
  return {
    type: 'finish',
    finishReason: { unified: unifiedReason(payload?.stepResult?.reason), raw: undefined },
    usage: usageToModel(payload?.output?.usage),
    ...(meta === undefined ? {} : { providerMetadata: meta }),
  };
}

function unifiedReason(reason: FinishReason | undefined): LanguageModelV3FinishReason['unified'] {
  if (reason === undefined) return 'stop';
  return reason === 'unknown' ? 'other' : reason;
}
