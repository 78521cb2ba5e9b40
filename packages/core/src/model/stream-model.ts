import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart, LanguageModelV3StreamResult } from '@ai-sdk/provider';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import { openModelStream } from './open-model-stream.js';

/**
 * Calls `doStream` on a V4, V3 or V2 model with V3 call options and returns a V3 stream: for V4 and
 * V2 models the prompt is converted after the processors ran, and stream parts back to V3 as they
 * arrive. (The agent loop reads `openModelStream` instead and converts inline.)
 */
export async function streamModel(
  model: SluiceLanguageModel,
  options: LanguageModelV3CallOptions,
): Promise<LanguageModelV3StreamResult> {
  const { stream, toV3, request, response } = await openModelStream(model, options);
  const meta = { ...(request === undefined ? {} : { request }), ...(response === undefined ? {} : { response }) };
  if (toV3 === undefined) return { stream: stream as ReadableStream<LanguageModelV3StreamPart>, ...meta };
  const converted = stream.pipeThrough(
    new TransformStream<unknown, LanguageModelV3StreamPart>({
      transform(part, controller) {
        const v3 = toV3(part);
        if (v3 !== undefined) controller.enqueue(v3);
      },
    }),
  );
  return { stream: converted, ...meta };
}
