import type { LanguageModelV3FinishReason, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { CachedLLMResponse, FinishReason, Usage } from '@sluice/core';
import { chunkToStreamPart } from './chunk-to-stream-part.js';
import { usageToV3 } from './v3-usage.js';

interface FinishPayload {
  stepResult?: { reason?: FinishReason };
  output?: { usage?: Usage };
  metadata?: { providerMetadata?: Extract<LanguageModelV3StreamPart, { type: 'finish' }>['providerMetadata'] };
}

/**
 * The V3 stream parts of a response a processor answered from a cache (`processLLMRequest`
 * returned `{ response }`): its chunks converted back, ending with a `finish` part.
 */
export function cachedResponseStream(response: CachedLLMResponse, runId: string): ReadableStream<LanguageModelV3StreamPart> {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  let finished = false;
  for (const cached of response.chunks) {
    if (cached.type === 'finish') {
      const payload = (cached as { payload: FinishPayload }).payload;
      const reason: LanguageModelV3FinishReason = { unified: unifiedReason(payload.stepResult?.reason), raw: undefined };
      const meta = payload.metadata?.providerMetadata;
      parts.push({ type: 'finish', finishReason: reason, usage: usageToV3(payload.output?.usage), ...(meta === undefined ? {} : { providerMetadata: meta }) });
      finished = true;
      continue;
    }
    const part = chunkToStreamPart({ ...cached, runId, from: 'AGENT' });
    if (part !== undefined) parts.push(part);
  }
  if (!finished) parts.push({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage: usageToV3(undefined) });
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const part = parts[index++];
      if (part === undefined) controller.close();
      else controller.enqueue(part);
    },
  });
}

function unifiedReason(reason: FinishReason | undefined): LanguageModelV3FinishReason['unified'] {
  if (reason === undefined) return 'stop';
  return reason === 'unknown' ? 'other' : reason;
}
