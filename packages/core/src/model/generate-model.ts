import type { LanguageModelV2CallOptions, LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import { promptToV2 } from './prompt-to-v2.js';
import { finishReasonFromV2, usageFromV2 } from './stream-part-from-v2.js';
import { generateResultFromV4 } from './v4/content.js';
import { promptToV4 } from './v4/prompt.js';

/**
 * Calls `doGenerate` on a V4, V3 or V2 model with V3 call options and returns a V3 result, the way
 * `streamModel` does for streams. For processors that call a model themselves (judges, translators).
 */
export async function generateModel(
  model: SluiceLanguageModel,
  options: LanguageModelV3CallOptions,
): Promise<LanguageModelV3GenerateResult> {
  if (model.specificationVersion === 'v3') return model.doGenerate(options);
  if (model.specificationVersion === 'v4') {
    return generateResultFromV4(await model.doGenerate({ ...options, prompt: promptToV4(options.prompt, model.provider) }));
  }
  const result = await model.doGenerate({ ...options, prompt: promptToV2(options.prompt) } as LanguageModelV2CallOptions);
  return {
    ...result,
    content: result.content as LanguageModelV3Content[],
    finishReason: finishReasonFromV2(result.finishReason),
    usage: usageFromV2(result.usage),
    // V2 warnings name settings and tools in their own shapes: V3 keeps them as `other` messages.
    warnings: result.warnings.map((warning) => ({ type: 'other' as const, message: JSON.stringify(warning) })),
  };
}

/** The text parts of a generate result, joined. */
export function generatedText(result: Pick<LanguageModelV3GenerateResult, 'content'>): string {
  let text = '';
  for (const part of result.content) if (part.type === 'text') text += part.text;
  return text;
}
