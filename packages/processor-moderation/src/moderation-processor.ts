import {
  type ChunkType,
  getMessageText,
  type HookContext,
  type MaybePromise,
  type MessageList,
  type ProcessInputArgs,
  type Processor,
  type ProcessorViolation,
  type ProcessOutputResultArgs,
  type ProcessOutputStreamArgs,
  type ProcessToolResultArgs,
  replaceToolResult,
  type StoredMessage,
} from '@sluice/core';
import { lexicon } from './classifiers/lexicon/lexicon.js';
import { ModerationContext } from './moderation-context.js';
import { resolveModerationOptions, type ModerationOptions } from './options.js';
import { getRunState, type HookTools, type ModerationRunState } from './run-state.js';
import { StreamModerator } from './stream/stream-moderator.js';
import { toolResultText } from './tool-result-text.js';

/**
 * A moderation guardrail for user input, the streamed output (judged in windows, holding back
 * only what is not judged yet), the final output and tool results. Classifies with `lexicon()`
 * (offline) by default, or `llmJudge()`, `openAIModeration()` or your own classifier; blocks, warns
 * or filters; fails closed when the classifier fails unless `errorStrategy: 'fail-open'`.
 * Put the same instance in `inputProcessors` and `outputProcessors` to check both sides.
 *
 * @example
 * const moderation = new ModerationProcessor({ strategy: 'block', thresholds: { violence: 0.7 } });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [moderation], outputProcessors: [moderation] });
 */
export class ModerationProcessor implements Processor {
  readonly id: string;
  readonly name = 'Moderation';
  readonly description = 'Flags hate, harassment, self-harm, sexual and violent content in inputs, outputs and tool results.';
  readonly onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #context: ModerationContext;
  readonly #stream: StreamModerator;
  readonly #createJudge = () => this.#context.createJudge();

  /** @throws ModerationOptionsError when `options` do not match `moderationOptionsSchema`. */
  constructor(options: ModerationOptions = {}) {
    const resolved = resolveModerationOptions(options);
    this.id = resolved.id;
    if (resolved.onViolation !== undefined) this.onViolation = resolved.onViolation;
    this.#context = new ModerationContext(resolved, resolved.classifier ?? lexicon());
    this.#stream = new StreamModerator(this.#context);
  }

  /** Checks this call's input messages before the loop. */
  async processInput(args: ProcessInputArgs): Promise<StoredMessage[] | undefined> {
    if (!this.#context.options.check.input) return undefined;
    const { run, tools } = this.#enter(args);
    const dropped = await this.#checkMessages(args.messages, run, tools, 'input');
    return dropped.size === 0 ? undefined : args.messages.filter((message) => !dropped.has(message.id));
  }

  /** Judges streamed text in windows; releases only judged text. */
  processOutputStream(args: ProcessOutputStreamArgs): MaybePromise<ChunkType | ChunkType[]> {
    if (!this.#context.options.check.outputStream) return args.part;
    this.#enter(args);
    return this.#stream.process(args.part, args.state);
  }

  /**
   * Checks a tool's result, or a failed call's error text (`isError`), before the model sees it;
   * `filter` replaces it with a notice (the client's `tool-error` chunk carries the notice too).
   */
  async processToolResult(args: ProcessToolResultArgs): Promise<MessageList | undefined> {
    if (!this.#context.options.check.toolResults) return undefined;
    const text = toolResultText(args.result);
    if (text.trim() === '') return undefined;
    const { run, tools } = this.#enter(args);
    const verdicts = await this.#context.judgeOrFail(run.judge, [text], tools, 'tool-result');
    const verdict = verdicts?.[0];
    if (verdict === undefined) return undefined;
    const drop = await this.#context.enforce(verdict, tools, {
      phase: 'tool-result',
      toolName: args.toolName,
      toolCallId: args.toolCallId,
      length: text.length,
    });
    if (!drop) return undefined;
    const categories = verdict.flags.map((flag) => flag.category).join(', ');
    replaceToolResult(args, `[tool ${args.isError === true ? 'error' : 'result'} removed by moderation: ${categories}]`);
    return args.messageList;
  }

  /** Checks the final response messages whole; `filter` removes their text parts. */
  async processOutputResult(args: ProcessOutputResultArgs): Promise<MessageList | undefined> {
    if (!this.#context.options.check.outputResult) return undefined;
    const { run, tools } = this.#enter(args);
    const assistant = args.messages.filter((message) => message.role === 'assistant');
    const dropped = await this.#checkMessages(assistant, run, tools, 'output-result');
    if (dropped.size === 0) return undefined;
    for (const message of assistant) {
      if (!dropped.has(message.id)) continue;
      message.content.parts = message.content.parts.filter((part) => part.type !== 'text');
      delete message.content.content;
    }
    return args.messageList;
  }

  /** Judges each message's text in one call; returns the ids of messages to drop (filter). */
  async #checkMessages(
    messages: readonly StoredMessage[],
    run: ModerationRunState,
    tools: HookTools,
    phase: 'input' | 'output-result',
  ): Promise<Set<string>> {
    const texts = messages.map((message) => ({ message, text: getMessageText(message) }));
    const judged = texts.filter(({ text }) => text.trim() !== '');
    const dropped = new Set<string>();
    if (judged.length === 0) return dropped;
    const verdicts = await this.#context.judgeOrFail(run.judge, judged.map(({ text }) => text), tools, phase);
    if (verdicts === undefined) return dropped;
    for (const [i, { message, text }] of judged.entries()) {
      const verdict = verdicts[i];
      if (verdict === undefined) continue;
      const drop = await this.#context.enforce(verdict, tools, { phase, messageId: message.id, length: text.length });
      if (drop) dropped.add(message.id);
    }
    return dropped;
  }

  /** This run's state, with the current hook call's tools recorded for the stream path. */
  #enter(args: HookContext): { run: ModerationRunState; tools: HookTools } {
    const run = getRunState(args.state, this.#createJudge);
    // The hook arguments are the tools (abort, abortSignal, reportViolation): no copy per chunk.
    run.hook = args;
    return { run, tools: args };
  }
}
