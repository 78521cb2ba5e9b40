import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { StreamPartFolder } from '@sluice/core';
import type { RenderedResponse } from './render-response.js';

/**
 * A `ScriptedParts` step as a `RenderedResponse`: the parts are streamed unchanged; generate
 * content, finish reason, usage, warnings, response id and the stream error are core's fold of
 * them (`StreamPartFolder`, the rule the AI SDK middleware serves `doGenerate` by).
 */
export function renderParts(parts: readonly LanguageModelV3StreamPart[]): RenderedResponse {
  const folder = new StreamPartFolder();
  for (const part of parts) folder.add(part);
  const { content, finishReason, usage, warnings, responseId, error } = folder.result();
  return {
    parts: [...parts],
    content,
    finishReason,
    usage,
    warnings,
    ...(error === undefined ? {} : { streamError: error }),
    ...(responseId === undefined ? {} : { responseId }),
  };
}
