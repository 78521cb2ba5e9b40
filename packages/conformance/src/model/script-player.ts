import { ScriptExhaustedError } from '../errors/script-exhausted-error.js';
import { providerError } from './provider-error.js';
import type {
  ScriptedCall,
  ScriptedFailure,
  ScriptedModelOptions,
  ScriptedParts,
  ScriptedResponse,
  ScriptedStep,
} from './script.js';

function isFailure(step: ScriptedResponse | ScriptedParts | ScriptedFailure): step is ScriptedFailure {
  return 'throws' in step;
}

/** Plays a script: hands out steps in order, records calls, throws scripted failures. */
export class ScriptPlayer<TOptions> {
  readonly calls: ScriptedCall<TOptions>[] = [];
  readonly #steps: readonly ScriptedStep<TOptions>[];
  readonly #options: ScriptedModelOptions;
  readonly #modelId: string;

  constructor(steps: readonly ScriptedStep<TOptions>[], options: ScriptedModelOptions, modelId: string) {
    const given: unknown = steps;
    if (!Array.isArray(given)) throw new TypeError('ScriptedModel expects an array of steps');
    this.#steps = steps.slice();
    this.#options = options;
    this.#modelId = modelId;
  }

  /** The response for the next call; throws the scripted provider error for failure steps. */
  next(method: 'stream' | 'generate', options: TOptions): { response: ScriptedResponse | ScriptedParts; stepIndex: number } {
    const callIndex = this.calls.length;
    const stepIndex = this.#stepIndex(callIndex);
    this.calls.push({ method, stepIndex, options });
    const step = this.#steps[stepIndex];
    if (step === undefined) throw new ScriptExhaustedError(this.#modelId, callIndex + 1, this.#steps.length);
    const resolved = typeof step === 'function' ? step(options, callIndex) : step;
    if (isFailure(resolved)) {
      throw resolved.throws instanceof Error ? resolved.throws : providerError(resolved.throws);
    }
    return { response: resolved, stepIndex };
  }

  /** The step that answers call `callIndex`: past the end, per `loop` / `repeatLast`. */
  #stepIndex(callIndex: number): number {
    const length = this.#steps.length;
    if (callIndex < length || length === 0) return callIndex;
    if (this.#options.loop === true) return callIndex % length;
    return this.#options.repeatLast === true ? length - 1 : callIndex;
  }
}

/** `error` itself when it is an `Error`, else an `Error` describing it. */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
