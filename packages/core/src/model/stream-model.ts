import type {
  LanguageModelV2CallOptions,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import type { LanguageModelV4StreamPart } from '../contract/language-model-v4.js';
import { promptToV2 } from './prompt-to-v2.js';
import { streamPartFromV2 } from './stream-part-from-v2.js';
import { promptToV4 } from './v4/prompt.js';
import { streamPartFromV4 } from './v4/stream-part.js';

/**
 * Calls `doStream` on a V4, V3 or V2 model with V3 call options and returns a V3 stream: the
 * one place where model specifications meet the loop. For V4 and V2 models the prompt is converted
 * after the processors ran, and stream parts back to V3 as they arrive.
 */
export async function streamModel(
  model: SluiceLanguageModel,
  options: LanguageModelV3CallOptions,
): Promise<LanguageModelV3StreamResult> {
  if (model.specificationVersion === 'v3') return model.doStream(options);
  if (model.specificationVersion === 'v4') {
    const result = await model.doStream({ ...options, prompt: promptToV4(options.prompt, model.provider) });
    return { ...result, stream: result.stream.pipeThrough(fromV4()) };
  }
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

function fromV4(): TransformStream<LanguageModelV4StreamPart, LanguageModelV3StreamPart> {
  return new TransformStream({
    transform(part, controller) {
      const v3 = streamPartFromV4(part);
      if (v3 !== undefined) controller.enqueue(v3);
    },
  });
}
