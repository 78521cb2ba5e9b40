import type {
  Processor,
  ModelPrompt,
  ProcessLLMRequestArgs,
  ProcessLLMRequestResult,
  ProcessorViolation,
} from '@sluice/core';
import { modelMatches } from './model-matches.js';
import { parseOptions, prefillGuardOptionsSchema, type PrefillGuardOptions } from './options.js';

type ResolvedOptions = ReturnType<typeof prefillGuardOptionsSchema.parse>;

/**
 * Input processor that keeps models known to reject prefill from ever seeing a prompt that ends
 * with an assistant message: for those models it appends a user turn asking the model to
 * continue, to this call's prompt only (the stored conversation is never changed). The proactive
 * twin of `PrefillErrorHandler`, which recovers after the provider's rejection instead.
 *
 * @example
 * const agent = new Agent({
 *   id: 'writer', instructions: '...', model: anthropic('claude-sonnet-4-6'),
 *   inputProcessors: [new PrefillGuard({ models: [/claude-(opus|sonnet)-4-[6-9]/] })],
 * });
 */
export class PrefillGuard implements Processor<'prefill-guard'> {
  readonly id = 'prefill-guard';
  readonly name = 'Prefill guard';
  readonly description = 'Ends prompts with a user turn for models that reject assistant-message prefill.';
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedOptions;

  constructor(options: PrefillGuardOptions) {
    this.#options = parseOptions('PrefillGuard', prefillGuardOptionsSchema, options);
  }

  async processLLMRequest(args: ProcessLLMRequestArgs): Promise<ProcessLLMRequestResult> {
    const { prompt, model } = args;
    if (prompt.at(-1)?.role !== 'assistant') return undefined;
    if (!modelMatches(model, this.#options.models)) return undefined;
    const next: ModelPrompt = [
      ...prompt,
      { role: 'user', content: [{ type: 'text', text: this.#options.continueMessage }] },
    ];
    await args.reportViolation({
      message: 'Prompt ended with an assistant message; appended a continue turn for this call.',
      action: 'warn',
      detail: { provider: model.provider, modelId: model.modelId },
    });
    return { prompt: next };
  }
}
