import {
  TextHoldBack,
  type MaybePromise,
  type TextHoldBackDecision,
  type TextHoldBackInput,
} from '@sluice/core';
import type {
  MessageList,
  ProcessInputStepArgs,
  ProcessLLMRequestArgs,
  ProcessLLMRequestResult,
  ProcessOutputStreamArgs,
  ProcessOutputStreamResult,
  Processor,
  ProcessorViolation,
} from '@sluice/core';
import { segmentEnd } from './count-segments.js';
import { createCounters } from './create-counter.js';
import type { MessageCounter } from './message-counter.js';
import { parseOptions, tokenLimiterOptionsSchema, type TokenLimiterOptions } from './options.js';
import { prefixWithin } from './prefix-within.js';
import type { TokenCounter } from './token-counter.js';
import { TextCountCache } from './text-count-cache.js';
import { trimPrompt } from './trim-prompt.js';
import { trimStoredMessages } from './trim-stored-messages.js';

type ResolvedOptions = ReturnType<typeof tokenLimiterOptionsSchema.parse>;

/** Per-request state of a `TokenLimiter`. */
export interface TokenLimiterState extends Record<string, unknown> {
  /** Output tokens counted so far in this request. */
  outputTokens?: number;
  /** Set once `maxOutputTokens` was reached (truncate strategy). */
  outputLimitReached?: boolean;
}

/** Type of the transient chunk emitted when output is truncated. */
export const TOKEN_LIMIT_REACHED_CHUNK = 'data-token-limit-reached';


/** Streamed words whose token counts are remembered (see `#words`). */
const STREAMED_WORDS_CACHED = 4096;
/**
 * Keeps every model call within a token budget with a real tokenizer. On `processLLMRequest` it
 * trims this call's prompt (the stored conversation is untouched): system messages first, then
 * the newest user message, then the newest messages back in time, never separating a tool call
 * from its result nor splitting a message. `mode: 'persistent'` also removes the dropped messages
 * from the conversation (`processInputStep`). With `maxOutputTokens` it also stops streamed text
 * past that many tokens (`processOutputStream`): put the same instance in `outputProcessors`.
 *
 * @example
 * const limiter = new TokenLimiter({ limit: 120_000, maxOutputTokens: 2_000 });
 * const agent = new Agent({
 *   id: 'support', instructions: '...', model: openai('gpt-4o'),
 *   inputProcessors: [limiter],
 *   outputProcessors: [limiter],
 * });
 */
export class TokenLimiter implements Processor<'token-limiter', TokenLimiterState> {
  readonly id = 'token-limiter';
  readonly name = 'Token limiter';
  readonly description = 'Trims prompts to a token budget and limits output tokens.';
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedOptions;
  readonly #text: TokenCounter;
  readonly #messages: MessageCounter;
  /**
   * Tokens of streamed words, memoised apart from message texts and kept small: words repeat, so a
   * few thousand entries catch most of them, and a long stream cannot grow the heap past it.
   */
  readonly #words: TextCountCache;
  readonly #holdBack = new TextHoldBack<TokenLimiterState>({ stateKey: 'tokenLimiter.output', decide: (input, state) => this.#decide(input, state) });
  /** The hook arguments of each request's latest chunk, for reporting from `decide`. */
  readonly #hooks = new WeakMap<TokenLimiterState, ProcessOutputStreamArgs<TokenLimiterState>>();

  constructor(options: TokenLimiterOptions) {
    this.#options = parseOptions('TokenLimiter', tokenLimiterOptionsSchema, options);
    const counters = createCounters(this.#options);
    this.#text = counters.text;
    this.#messages = counters.messages;
    this.#words = new TextCountCache(counters.text, STREAMED_WORDS_CACHED);
  }

  /** The counter in use (loaded on first use); handy to count tokens the same way elsewhere. */
  get counter(): TokenCounter {
    return this.#text;
  }

  async processLLMRequest(args: ProcessLLMRequestArgs<TokenLimiterState>): Promise<ProcessLLMRequestResult> {
    const { limit, strategy, countTools, startWithUser } = this.#options;
    if (limit === undefined) return undefined;
    await this.#text.load();
    const fixedTokens =
      this.#messages.overhead.perRequest + (countTools ? this.#messages.tools(args.callOptions.tools) : 0);
    const result = trimPrompt(args.prompt, this.#messages, { budget: limit, fixedTokens, startWithUser });
    const metadata = { limit, totalTokens: result.totalTokens, requiredTokens: result.requiredTokens, counter: this.#text.name };
    if (!result.fits) {
      args.abort(
        `TokenLimiter: nothing fits in ${limit} tokens: system messages, tool definitions and the newest user message alone need ${result.requiredTokens}.`,
        { metadata },
      );
    }
    if (result.droppedMessages === 0) return undefined;
    if (strategy === 'abort') {
      args.abort(`TokenLimiter: the prompt has ${result.totalTokens} tokens, over the limit of ${limit}.`, { metadata });
    }
    await args.reportViolation({
      message: `Dropped ${result.droppedMessages} oldest messages from this call's prompt to fit ${limit} tokens.`,
      action: 'filter',
      detail: { ...metadata, keptTokens: result.keptTokens, droppedMessages: result.droppedMessages },
    });
    return { prompt: result.prompt };
  }

  async processInputStep(args: ProcessInputStepArgs<TokenLimiterState>): Promise<MessageList | undefined> {
    const { limit, strategy, mode, startWithUser } = this.#options;
    if (limit === undefined || mode !== 'persistent') return undefined;
    await this.#text.load();
    const systemTokens = args.systemMessages.reduce(
      (sum, message) => sum + this.#messages.systemMessage(message),
      this.#messages.overhead.perRequest,
    );
    const result = trimStoredMessages(args.messages, this.#messages, limit - systemTokens, startWithUser);
    const metadata = { limit, totalTokens: result.totalTokens + systemTokens, counter: this.#text.name };
    if (!result.fits || systemTokens > limit) {
      args.abort(`TokenLimiter: nothing fits in ${limit} tokens: system messages and the newest user message alone exceed it.`, {
        metadata,
      });
    }
    if (result.dropIds.length === 0) return undefined;
    if (strategy === 'abort') {
      args.abort(`TokenLimiter: the conversation has ${metadata.totalTokens} tokens, over the limit of ${limit}.`, { metadata });
    }
    args.messageList.removeByIds(result.dropIds);
    await args.reportViolation({
      message: `Removed ${result.dropIds.length} oldest messages from the conversation to fit ${limit} tokens.`,
      action: 'filter',
      detail: { ...metadata, keptTokens: result.keptTokens + systemTokens, removedIds: result.dropIds },
    });
    return args.messageList;
  }

  /**
   * With `maxOutputTokens`: counts streamed text segment by segment (a word with the whitespace
   * before it, see `segmentEnd`), holding back only the segment still arriving, so the cut falls
   * at the same place whatever the chunking. Past the limit the rest of the response is dropped
   * (`truncate`, with one transient `data-token-limit-reached` chunk) or the run aborts (`abort`).
   */
  async processOutputStream(args: ProcessOutputStreamArgs<TokenLimiterState>): Promise<ProcessOutputStreamResult> {
    if (this.#options.maxOutputTokens === undefined) return args.part;
    await this.#text.load();
    this.#hooks.set(args.state, args);
    return this.#holdBack.process(args.part, args.state);
  }

  #decide({ pending, final }: TextHoldBackInput, state: TokenLimiterState): MaybePromise<TextHoldBackDecision> {
    if (state.outputLimitReached === true) return { consume: pending.length, text: '' };
    const max = this.#options.maxOutputTokens ?? Infinity;
    let used = state.outputTokens ?? 0;
    let at = 0;
    while (at < pending.length) {
      let end = segmentEnd(pending, at);
      if (end === -1) {
        if (!final) break;
        end = pending.length;
      }
      const segment = pending.slice(at, end);
      const tokens = this.#words.count(segment);
      if (used + tokens > max) return this.#limitReached(state, pending, at, segment, used, tokens);
      used += tokens;
      at = end;
    }
    state.outputTokens = used;
    return at;
  }

  /** Releases what fits of `segment` (`segmentTokens` long) after `pending[0, at)`, drops the rest, and reports it. */
  async #limitReached(state: TokenLimiterState, pending: string, at: number, segment: string, used: number, segmentTokens: number): Promise<TextHoldBackDecision> {
    const max = this.#options.maxOutputTokens ?? 0;
    const args = this.#hooks.get(state);
    const metadata = { maxOutputTokens: max, outputTokens: used + segmentTokens };
    if (this.#options.outputStrategy === 'abort') {
      args?.abort(`TokenLimiter: the response passed maxOutputTokens (${max}).`, { metadata });
    }
    const kept = prefixWithin(segment, max - used, (text) => this.#text.count(text));
    state.outputLimitReached = true;
    state.outputTokens = used + this.#text.count(kept);
    await args?.writer.custom({
      type: TOKEN_LIMIT_REACHED_CHUNK,
      data: { maxOutputTokens: max, outputTokens: state.outputTokens },
      transient: true,
    });
    await args?.reportViolation({
      message: `Stopped the response at ${max} output tokens.`,
      action: 'filter',
      detail: { maxOutputTokens: max },
    });
    return { consume: pending.length, text: pending.slice(0, at) + kept };
  }
}
