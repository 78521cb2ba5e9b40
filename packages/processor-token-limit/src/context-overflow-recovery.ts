import type {
  ErrorProcessor,
  ProcessAPIErrorArgs,
  ProcessAPIErrorResult,
  ProcessorViolation,
} from '@sluice/core';
import { parseContextOverflow } from './context-overflow.js';
import { createCounters } from './create-counter.js';
import type { MessageCounter } from './message-counter.js';
import {
  contextOverflowRecoveryOptionsSchema,
  parseOptions,
  type ContextOverflowRecoveryOptions,
} from './options.js';
import type { TokenCounter } from './token-counter.js';
import { trimStoredMessages } from './trim-stored-messages.js';

type ResolvedOptions = ReturnType<typeof contextOverflowRecoveryOptionsSchema.parse>;

/** Per-request state of a `ContextOverflowRecovery`. */
export interface ContextOverflowRecoveryState extends Record<string, unknown> {
  recoveries?: number;
}

/**
 * Error processor that recovers when the provider says the context is too long (OpenAI
 * `context_length_exceeded` and its wordings, Anthropic "prompt is too long" and "input length and
 * `max_tokens` exceed context limit", Google's input token count, and your own patterns). It reads
 * the limit and the provider's count from the message when present, scales its own count to the
 * provider's, removes the oldest messages (whole messages, tool calls with their results, never
 * the newest user message) and retries, `maxRetries` times per request. Removal edits the
 * conversation; pair it with `TokenLimiter` to avoid the round trip in the first place.
 *
 * @example
 * const agent = new Agent({
 *   id: 'support', instructions: '...', model: anthropic('claude-sonnet-4-6'),
 *   errorProcessors: [new ContextOverflowRecovery()],
 * });
 */
export class ContextOverflowRecovery
  implements ErrorProcessor<'context-overflow-recovery', ContextOverflowRecoveryState>
{
  readonly id = 'context-overflow-recovery';
  readonly name = 'Context overflow recovery';
  readonly description = 'Trims the oldest messages and retries when the provider rejects a too-long context.';
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedOptions;
  readonly #text: TokenCounter;
  readonly #messages: MessageCounter;

  constructor(options: ContextOverflowRecoveryOptions = {}) {
    this.#options = parseOptions('ContextOverflowRecovery', contextOverflowRecoveryOptionsSchema, options);
    const counters = createCounters(this.#options);
    this.#text = counters.text;
    this.#messages = counters.messages;
  }

  async processAPIError(args: ProcessAPIErrorArgs<ContextOverflowRecoveryState>): Promise<ProcessAPIErrorResult> {
    const overflow = parseContextOverflow(args.error, this.#options.patterns);
    if (overflow === undefined) return undefined;
    const recoveries = args.state.recoveries ?? 0;
    if (recoveries >= this.#options.maxRetries) return undefined;
    await this.#text.load();
    const messages = args.messageList.get.all.db();
    const systemTokens = args.messageList
      .getAllSystemMessages()
      .reduce((sum, message) => sum + this.#messages.systemMessage(message), this.#messages.overhead.perRequest);
    const ours = messages.reduce((sum, message) => sum + this.#messages.storedMessage(message), systemTokens);
    // Scale our count to the provider's (their tokenizer may differ), then aim below its limit.
    const target =
      overflow.limit !== undefined && overflow.actual !== undefined && overflow.actual > 0
        ? Math.floor(((ours * overflow.limit) / overflow.actual) * this.#options.safetyMargin)
        : overflow.limit !== undefined
          ? Math.floor(Math.min(overflow.limit * this.#options.safetyMargin, ours * this.#options.fallbackRatio))
          : Math.floor(ours * this.#options.fallbackRatio);
    const result = trimStoredMessages(messages, this.#messages, target - systemTokens, this.#options.startWithUser);
    if (!result.fits || result.dropIds.length === 0) return undefined;
    args.state.recoveries = recoveries + 1;
    args.messageList.removeByIds(result.dropIds);
    await args.reportViolation({
      message: `Provider rejected a too-long context; removed ${result.dropIds.length} oldest messages and retrying.`,
      action: 'retry',
      detail: { ...overflow, ourTokens: ours, targetTokens: target, removedIds: result.dropIds, counter: this.#text.name },
    });
    return { retry: true };
  }
}
