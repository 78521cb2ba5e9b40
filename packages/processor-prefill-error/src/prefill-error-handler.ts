import {
  getAPIErrorDetails,
  type ErrorProcessor,
  type ProcessAPIErrorArgs,
  type ProcessAPIErrorResult,
  type ProcessorViolation,
} from '@sluice/core';
import { createContinueMessage } from './continue-message.js';
import {
  parseOptions,
  prefillErrorHandlerOptionsSchema,
  type PrefillErrorHandlerOptions,
} from './options.js';
import { isPrefillRejection } from './prefill-rejection.js';

type ResolvedOptions = ReturnType<typeof prefillErrorHandlerOptionsSchema.parse>;

/** State kept per request. */
interface PrefillErrorHandlerState extends Record<string, unknown> {
  recoveries?: number;
}

/**
 * Error processor that recovers when a provider rejects a conversation ending with an assistant
 * message ("This model does not support assistant message prefill..."): it appends a user turn
 * asking the model to continue and asks for a retry, at most `maxRetries` times per request.
 * Every other error is left alone. Use `PrefillGuard` to avoid the failing round trip for models
 * you know reject prefill.
 *
 * @example
 * const agent = new Agent({
 *   id: 'writer', instructions: '...', model: anthropic('claude-sonnet-4-6'),
 *   errorProcessors: [new PrefillErrorHandler()],
 * });
 */
export class PrefillErrorHandler implements ErrorProcessor<'prefill-error-handler', PrefillErrorHandlerState> {
  readonly id = 'prefill-error-handler';
  readonly name = 'Prefill error handler';
  readonly description = 'Retries with a continue turn when a provider rejects assistant-message prefill.';
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedOptions;

  constructor(options: PrefillErrorHandlerOptions = {}) {
    this.#options = parseOptions('PrefillErrorHandler', prefillErrorHandlerOptionsSchema, options);
  }

  async processAPIError(args: ProcessAPIErrorArgs<PrefillErrorHandlerState>): Promise<ProcessAPIErrorResult> {
    const { error, state, messageList } = args;
    if (!isPrefillRejection(error, this.#options)) return undefined;
    const recoveries = state.recoveries ?? 0;
    if (recoveries >= this.#options.maxRetries) return undefined;
    state.recoveries = recoveries + 1;
    messageList.add(createContinueMessage(this.#options.continueMessage, this.id), this.#options.messageSource);
    const details = getAPIErrorDetails(error);
    await args.reportViolation({
      message: 'Provider rejected assistant-message prefill; appended a continue turn and retrying.',
      action: 'retry',
      detail: {
        statusCode: details?.statusCode,
        providerErrorType: details?.providerErrorType,
        attempt: recoveries + 1,
      },
    });
    return { retry: true };
  }
}
