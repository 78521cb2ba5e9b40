import type { LanguageModelV2CallOptions, LanguageModelV2StreamPart, LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import type { LanguageModelV4StreamPart } from '../contract/language-model-v4.js';
import { promptToV2 } from './prompt-to-v2.js';
import { streamPartFromV2 } from './stream-part-from-v2.js';
import { promptToV4 } from './v4/prompt.js';
import { streamPartFromV4 } from './v4/stream-part.js';

/**
 * A model's stream as the model sent it, with `toV3` to read each part in V3 form (`undefined`
 * for V3 models, whose parts already are; a V4 keep-alive `ping` reads as `undefined`). The loop
 * converts as it reads, so a V4 or V2 model costs no extra stream stage.
 */
export interface ModelStreamSource {
  stream: ReadableStream<unknown>;
  toV3: ((part: unknown) => LanguageModelV3StreamPart | undefined) | undefined;
  request?: { body?: unknown };
  response?: { headers?: Record<string, string> };
}

const fromV4 = (part: unknown) => streamPartFromV4(part as LanguageModelV4StreamPart);
const fromV2 = (part: unknown) => streamPartFromV2(part as LanguageModelV2StreamPart);

/**
 * Calls `doStream` on a V4, V3 or V2 model with V3 call options (the prompt processors saw,
 * converted for V4 and V2 models here, after the hooks ran) and returns its stream unconverted.
 */
export async function openModelStream(model: SluiceLanguageModel, options: LanguageModelV3CallOptions): Promise<ModelStreamSource> {
  if (model.specificationVersion === 'v3') return { ...(await model.doStream(options)), toV3: undefined };
  if (model.specificationVersion === 'v4') {
    return { ...(await model.doStream({ ...options, prompt: promptToV4(options.prompt, model.provider) })), toV3: fromV4 };
  }
  return { ...(await model.doStream({ ...options, prompt: promptToV2(options.prompt) } as LanguageModelV2CallOptions)), toV3: fromV2 };
}
