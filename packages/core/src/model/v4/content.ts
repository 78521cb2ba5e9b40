import type { LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import type {
  LanguageModelV4Content,
  LanguageModelV4File,
  LanguageModelV4GenerateResult,
} from '../../contract/language-model-v4.js';
import { fileDataToV4 } from './file-data.js';
import { finishReasonFromV4, streamPartFromV4 } from './stream-part.js';

/**
 * Converts a V4 `doGenerate` result to V3: content as in `streamPartFromV4` (tagged files
 * unwrapped, citations dropped, `custom` / `reasoning-file` passed through) and the finish reason.
 */
export function generateResultFromV4(result: LanguageModelV4GenerateResult): LanguageModelV3GenerateResult {
  // V4 types JSON metadata read-only and V3 mutable: the values are the same objects.
  const { structuredOutputText: _text, ...rest } = result;
  return {
    ...(rest as Omit<typeof rest, 'content' | 'finishReason'> as unknown as LanguageModelV3GenerateResult),
    content: result.content.map(contentFromV4),
    finishReason: finishReasonFromV4(result.finishReason),
  };
}

/** Converts a V3 `doGenerate` result to V4 for an AI SDK 7 caller (files get tagged data). */
export function generateResultToV4(result: LanguageModelV3GenerateResult): LanguageModelV4GenerateResult {
  return { ...(result as unknown as LanguageModelV4GenerateResult), content: result.content.map(contentToV4) };
}

function contentFromV4(content: LanguageModelV4Content): LanguageModelV3Content {
  if (content.type === 'text' && content.citations !== undefined) {
    const { citations: _dropped, ...rest } = content;
    return rest as LanguageModelV3Content;
  }
  if (content.type === 'file') return streamPartFromV4(content) as LanguageModelV3Content;
  return content as unknown as LanguageModelV3Content;
}

function contentToV4(content: LanguageModelV3Content): LanguageModelV4Content {
  if (content.type === 'file') return { ...(content as unknown as LanguageModelV4File), data: fileDataToV4(content.data) as LanguageModelV4File['data'] };
  return content;
}
