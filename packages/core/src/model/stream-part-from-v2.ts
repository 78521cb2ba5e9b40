import type { LanguageModelV2StreamPart, LanguageModelV3StreamPart } from '@ai-sdk/provider';

/** Converts one V2 (ai 5) stream part to the V3 form the loop reads: finish reason and usage differ. */
export function streamPartFromV2(part: LanguageModelV2StreamPart): LanguageModelV3StreamPart {
  if (part.type !== 'finish') return part as LanguageModelV3StreamPart;
  const usage = part.usage;
  const reason = part.finishReason;
  return {
    type: 'finish',
    finishReason: { unified: reason === 'unknown' ? 'other' : reason, raw: reason },
    usage: {
      inputTokens: {
        total: usage.inputTokens,
        noCache: undefined,
        cacheRead: usage.cachedInputTokens,
        cacheWrite: undefined,
      },
      outputTokens: { total: usage.outputTokens, text: undefined, reasoning: usage.reasoningTokens },
    },
    ...(part.providerMetadata === undefined ? {} : { providerMetadata: part.providerMetadata }),
  };
}
