import type {
  LanguageModelV2,
  LanguageModelV2CallOptions,
  LanguageModelV2Content,
  LanguageModelV2Prompt,
  LanguageModelV2StreamPart,
  LanguageModelV2Usage,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { partStream } from './part-stream.js';
import { renderStep } from './render-step.js';
import type { ScriptedCall, ScriptedModelOptions, ScriptedStep } from './script.js';
import { ScriptPlayer, toError } from './script-player.js';

type V2GenerateResult = Awaited<ReturnType<LanguageModelV2['doGenerate']>>;
type V2StreamResult = Awaited<ReturnType<LanguageModelV2['doStream']>>;

function usageV2(usage: LanguageModelV3Usage): LanguageModelV2Usage {
  const input = usage.inputTokens.total;
  const output = usage.outputTokens.total;
  return {
    inputTokens: input,
    outputTokens: output,
    totalTokens: input === undefined || output === undefined ? undefined : input + output,
    reasoningTokens: usage.outputTokens.reasoning,
    cachedInputTokens: usage.inputTokens.cacheRead,
  };
}

/**
 * The AI SDK `LanguageModelV2` (ai 5) twin of `ScriptedModel`: the same script format, rendered
 * in the V2 wire shapes (flat usage, string finish reasons). Use it to test that code drives ai 5
 * models too.
 *
 * @example
 * const model = new ScriptedModelV2([{ text: 'Hello from ai 5' }]);
 */
export class ScriptedModelV2 implements LanguageModelV2 {
  readonly specificationVersion = 'v2';
  readonly provider: string;
  readonly modelId: string;
  readonly supportedUrls: Record<string, RegExp[]> = {};
  readonly #player: ScriptPlayer<LanguageModelV2CallOptions>;
  readonly #delayMs: number;

  constructor(
    steps: readonly ScriptedStep<LanguageModelV2CallOptions>[],
    options: ScriptedModelOptions = {},
  ) {
    this.provider = options.provider ?? 'scripted';
    this.modelId = options.modelId ?? 'scripted-model-v2';
    this.#delayMs = options.delayMs ?? 0;
    this.#player = new ScriptPlayer(steps, options, this.modelId);
  }

  /** Every call received so far, in order, with its options exactly as passed. */
  get calls(): readonly ScriptedCall<LanguageModelV2CallOptions>[] {
    return this.#player.calls;
  }

  /** The prompt of every call so far, in order. */
  get prompts(): LanguageModelV2Prompt[] {
    return this.#player.calls.map((call) => call.options.prompt);
  }

  /** Streams the next scripted step (or rejects with its scripted provider error). */
  doStream(options: LanguageModelV2CallOptions): Promise<V2StreamResult> {
    try {
      const { response, stepIndex } = this.#player.next('stream', options);
      const rendered = renderStep(response, stepIndex, this.modelId);
      const parts = rendered.parts.map((part): LanguageModelV2StreamPart =>
        part.type === 'finish'
          ? { type: 'finish', finishReason: part.finishReason.unified, usage: usageV2(part.usage) }
          : (part as LanguageModelV2StreamPart),
      );
      const stream = partStream(parts, response.delayMs ?? this.#delayMs, options.abortSignal);
      return Promise.resolve({ stream, request: { body: { prompt: options.prompt } } });
    } catch (error) {
      return Promise.reject(toError(error));
    }
  }

  /** Answers the next scripted step at once (or rejects with its provider or stream error). */
  doGenerate(options: LanguageModelV2CallOptions): Promise<V2GenerateResult> {
    try {
      const { response, stepIndex } = this.#player.next('generate', options);
      const rendered = renderStep(response, stepIndex, this.modelId);
      if (rendered.streamError !== undefined) throw rendered.streamError.error;
      return Promise.resolve({
        content: rendered.content as LanguageModelV2Content[],
        finishReason: rendered.finishReason.unified,
        usage: usageV2(rendered.usage),
        warnings: [],
        request: { body: { prompt: options.prompt } },
        response: { id: rendered.responseId ?? `response-${stepIndex}`, modelId: this.modelId, timestamp: new Date(0) },
      });
    } catch (error) {
      return Promise.reject(toError(error));
    }
  }
}
