import type {
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import {
  generateResultToV4,
  promptFromV4,
  streamPartToV4,
  type LanguageModelV4,
  type LanguageModelV4CallOptions,
  type LanguageModelV4GenerateResult,
  type LanguageModelV4StreamPart,
  type LanguageModelV4StreamResult,
} from '@sluice/core';
import { generateThroughStream } from './generate-through-stream.js';
import { ModelCall, type CallConfig } from './model-call.js';

// AI SDK 7's wrapLanguageModel hands every middleware V4 params and a V4 model. The call runs in
// V3 form, as under ai 6: the prompt is converted once on the way in (core's promptFromV4), the
// model is called through core's streamModel (which converts back), and the processed parts are
// converted once on the way out.

/** `wrapStream` under AI SDK 7. */
export async function streamV4(config: CallConfig, params: LanguageModelV4CallOptions, model: LanguageModelV4): Promise<LanguageModelV4StreamResult> {
  const result = await v4Call(config, params, model);
  return { ...result, stream: result.stream.pipeThrough(toV4()) };
}

/** `wrapGenerate` under AI SDK 7. */
export async function generateV4(config: CallConfig, params: LanguageModelV4CallOptions, model: LanguageModelV4): Promise<LanguageModelV4GenerateResult> {
  return generateResultToV4(await generateThroughStream(v4Call(config, params, model)));
}

function v4Call(config: CallConfig, params: LanguageModelV4CallOptions, model: LanguageModelV4): Promise<LanguageModelV3StreamResult> {
  // V4-only settings (`reasoning`) ride along in the spread and reach the model unchanged.
  const v3Params = { ...params, prompt: promptFromV4(params.prompt) } as LanguageModelV3CallOptions;
  return new ModelCall(config, v3Params, model).stream();
}

function toV4(): TransformStream<LanguageModelV3StreamPart, LanguageModelV4StreamPart> {
  return new TransformStream({
    transform(part, controller) {
      controller.enqueue(streamPartToV4(part));
    },
  });
}
