import type { LanguageModelV3GenerateResult, LanguageModelV3StreamResult } from '@ai-sdk/provider';
import { StreamPartFolder } from '@sluice/core';

/**
 * Serves `doGenerate` from the processed stream: `generateText` goes through the model's
 * `doStream`, so stream processors (redaction, hold-back) apply to it exactly as to `streamText`.
 * Parts are folded into V3 content by core's `StreamPartFolder`; an `error` part rejects.
 */
export async function generateThroughStream(pending: Promise<LanguageModelV3StreamResult>): Promise<LanguageModelV3GenerateResult> {
  const { stream, request, response } = await pending;
  const folder = new StreamPartFolder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.type === 'error') throw value.error;
    folder.add(value);
  }
  const { content, finishReason, usage, warnings, providerMetadata } = folder.result();
  return {
    content,
    finishReason,
    usage,
    warnings,
    ...(providerMetadata === undefined ? {} : { providerMetadata }),
    ...(request === undefined ? {} : { request }),
    ...(response === undefined ? {} : { response: { ...response } }),
  };
}
