import type { LanguageModelV3FinishReason, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { FinishReason, Usage } from '../contract/step-result.js';
import { usageFromModel, usageToModel } from '../model/model-usage.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';

/** The V3 part that ends a model stream. */
export type FinishPart = Extract<LanguageModelV3StreamPart, { type: 'finish' }>;

interface FinishPayload {
  stepResult?: { reason?: FinishReason };
  output?: { usage?: Usage };
  metadata?: { providerMetadata?: FinishPart['providerMetadata'] };
}

/**
 * How a host records a model's `finish` part among a step's chunks (for `processLLMResponse`, and
 * so for a cache): `{ type: 'finish', payload: { stepResult: { reason }, output: { usage } } }`
 * with the provider metadata. `finishPartOf` is its inverse.
 */
export function recordedFinishChunk(part: FinishPart): CachedLLMStepChunk {
  return {
    type: 'finish',
    payload: {
      stepResult: { reason: part.finishReason.unified },
      output: { usage: usageFromModel(part.usage) },
      ...(part.providerMetadata === undefined ? {} : { metadata: { providerMetadata: part.providerMetadata } }),
    },
  };
}

/**
 * The `finish` part for a recorded `finish` chunk (a host replaying a cached response to a V3
 * caller): its reason (`unknown` becomes `other`), usage and provider metadata; `stop` with
 * unknown usage when the recording has no `finish`. The inverse of `recordedFinishChunk`.
 */
export function finishPartOf(recorded: CachedLLMStepChunk | undefined): FinishPart {
  const payload = (recorded as { payload?: FinishPayload } | undefined)?.payload;
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
