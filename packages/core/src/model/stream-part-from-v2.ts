import type {
  LanguageModelV2FinishReason,
  LanguageModelV2StreamPart,
  LanguageModelV2Usage,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';

/** Converts one V2 (ai 5) stream part to the V3 form the loop reads: finish reason and usage differ. */
export function streamPartFromV2(part: LanguageModelV2StreamPart): LanguageModelV3StreamPart {
  if (part.type !== 'finish') return part as LanguageModelV3StreamPart;
  return {
    type: 'finish',
    finishReason: finishReasonFromV2(part.finishReason),
    usage: usageFromV2(part.usage),
    ...(part.providerMetadata === undefined ? {} : { providerMetadata: part.providerMetadata }),
  };
}

/** A V2 finish reason (a bare string) in V3's `{ unified, raw }` form. */
export function finishReasonFromV2(reason: LanguageModelV2FinishReason): LanguageModelV3FinishReason {
  return { unified: reason === 'unknown' ? 'other' : reason, raw: reason };
}

/** V2's flat usage in V3's nested form. */
export function usageFromV2(usage: LanguageModelV2Usage): LanguageModelV3Usage {
  return {
    inputTokens: { total: usage.inputTokens, noCache: undefined, cacheRead: usage.cachedInputTokens, cacheWrite: undefined },
    outputTokens: { total: usage.outputTokens, text: undefined, reasoning: usage.reasoningTokens },
  };
}
