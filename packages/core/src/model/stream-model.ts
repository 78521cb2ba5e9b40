import type {
  LanguageModelV2CallOptions,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import { promptToV2 } from './prompt-to-v2.js';
import { streamPartFromV2 } from './stream-part-from-v2.js';

/**
 * Calls `doStream` on a V3 or V2 model with V3 call options and returns a V3 stream: for V2 models
 * the prompt is converted to V2 after the processors ran, and stream parts back to V3.
 */
export async function streamModel(
  model: SluiceLanguageModel,
  options: LanguageModelV3CallOptions,
): Promise<LanguageModelV3StreamResult> {
  if (model.specificationVersion === 'v3') return model.doStream(options);
  const v2Options = { ...options, prompt: promptToV2(options.prompt) } as LanguageModelV2CallOptions;
  const result = await model.doStream(v2Options);
  const stream = result.stream.pipeThrough(
    new TransformStream<Parameters<typeof streamPartFromV2>[0], LanguageModelV3StreamPart>({
      transform(part, controller) {
        controller.enqueue(streamPartFromV2(part));
      },
    }),
  );
  return {
    stream,
    ...(result.request === undefined ? {} : { request: result.request }),
    ...(result.response === undefined ? {} : { response: result.response }),
  };
}
