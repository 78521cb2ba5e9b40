import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import { partStream } from './part-stream.js';
import { renderStep } from './render-step.js';
import type { ScriptedCall, ScriptedModelOptions, ScriptedStep } from './script.js';
import { ScriptPlayer, toError } from './script-player.js';

/**
 * An AI SDK `LanguageModelV3` (ai 6) that replays scripted steps, one per call, in order: text
 * split into deltas, reasoning, tool calls with streamed input, usage, finish reasons, provider
 * errors thrown as `APICallError`, mid-stream `error` parts and extra raw parts; or, for streams
 * those fields cannot express, raw parts played as given (`{ parts }`). It records every call in
 * `calls`. A call past the end of the script throws `ScriptExhaustedError`, unless `loop` (start
 * again) or `repeatLast` (keep answering with the last step).
 * For ai 5 models use `ScriptedModelV2`.
 *
 * @example
 * const model = new ScriptedModel([
 *   { text: 'Let me check.', toolCalls: [{ toolName: 'weather', input: { city: 'Paris' } }] },
 *   { text: 'It is sunny.' },
 * ]);
 * // ... run an agent, then:
 * expect(model.calls).toHaveLength(2);
 */
export class ScriptedModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider: string;
  readonly modelId: string;
  readonly supportedUrls: Record<string, RegExp[]> = {};
  readonly #player: ScriptPlayer<LanguageModelV3CallOptions>;
  readonly #delayMs: number;

  constructor(
    steps: readonly ScriptedStep[],
    options: ScriptedModelOptions = {},
  ) {
    this.provider = options.provider ?? 'scripted';
    this.modelId = options.modelId ?? 'scripted-model';
    this.#delayMs = options.delayMs ?? 0;
    this.#player = new ScriptPlayer(steps, options, this.modelId);
  }

  /** Every call received so far, in order, with its options exactly as passed. */
  get calls(): readonly ScriptedCall[] {
    return this.#player.calls;
  }

  /** The prompt of every call so far, in order. */
  get prompts(): LanguageModelV3Prompt[] {
    return this.#player.calls.map((call) => call.options.prompt);
  }

  /** Streams the next scripted step (or rejects with its scripted provider error). */
  doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    try {
      const { response, stepIndex } = this.#player.next('stream', options);
      const rendered = renderStep(response, stepIndex, this.modelId);
      const stream = partStream(rendered.parts, response.delayMs ?? this.#delayMs, options.abortSignal);
      return Promise.resolve({ stream, request: { body: { prompt: options.prompt } } });
    } catch (error) {
      return Promise.reject(toError(error));
    }
  }

  /** Answers the next scripted step at once (or rejects with its provider or stream error). */
  doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    try {
      const { response, stepIndex } = this.#player.next('generate', options);
      const rendered = renderStep(response, stepIndex, this.modelId);
      if (rendered.streamError !== undefined) throw rendered.streamError.error;
      return Promise.resolve({
        content: rendered.content,
        finishReason: rendered.finishReason,
        usage: rendered.usage,
        warnings: rendered.warnings,
        request: { body: { prompt: options.prompt } },
        response: { id: rendered.responseId ?? `response-${stepIndex}`, modelId: this.modelId, timestamp: new Date(0) },
      });
    } catch (error) {
      return Promise.reject(toError(error));
    }
  }
}
