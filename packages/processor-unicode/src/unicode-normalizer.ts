import {
  mapStrings,
  parseProcessorOptions,
  TextHoldBack,
  type AbortFunction,
  type ChunkType,
  type MessageList,
  type ProcessInputArgs,
  type ProcessOutputStreamArgs,
  type ProcessToolResultArgs,
  type Processor,
  type ProcessorViolation,
  type StoredMessage,
  type ViolationReport,
} from '@sluice/core';
import {
  compileSettings,
  describeTally,
  emptyNormalizeTally,
  normalizeText,
  tallyFoundSomething,
  violationDetail,
  type NormalizeSettings,
  type NormalizeTally,
} from './normalize-text.js';
import { unicodeNormalizerOptionsSchema, type ResolvedUnicodeNormalizerOptions, type UnicodeNormalizerOptions } from './options.js';
import { streamNormalizer, type StreamNormalizerState } from './stream-normalizer.js';
import { UnicodeOptionsError } from './unicode-options-error.js';

/** Per-request state of a `UnicodeNormalizer`. */
export interface UnicodeNormalizerState extends StreamNormalizerState {
  /** The current stream hook's controls, read by the hold-back callback. */
  'unicode.hook'?: { abort: AbortFunction; reportViolation: (report: ViolationReport) => Promise<void> };
}

/**
 * Normalizes text before the model (and optionally the client) sees it: Unicode normalization
 * (NFKC by default), removal of bidirectional controls (Trojan Source, CVE-2021-42574), zero-width
 * and tag characters (ASCII smuggling), optional control characters, optional folding of
 * look-alike letters, whitespace collapse and trim. Runs on the input and on tool results, and
 * with `applyTo.outputStream` on the streamed text. A violation lists what was removed; with
 * `strategy: 'block'` hidden characters end the run instead. Linear time on any input.
 *
 * Use `RegexFilter` (`@sluice/processor-regex`) to find content by pattern; this one only repairs
 * characters.
 *
 * @example
 * const agent = new Agent({
 *   id: 'support',
 *   model,
 *   inputProcessors: [new UnicodeNormalizer({ foldConfusables: 'mixed-script' })],
 * });
 */
export class UnicodeNormalizer implements Processor<string, UnicodeNormalizerState> {
  readonly id: string;
  readonly name = 'Unicode normalizer';
  readonly description = 'NFKC, removes bidi controls and zero-width characters, folds confusables, collapses whitespace.';
  /** From the `failOpen` option: when true, a throwing hook is skipped instead of failing the run. */
  readonly failOpen: boolean;
  /** From the `onViolation` option. */
  readonly onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedUnicodeNormalizerOptions;
  readonly #settings: NormalizeSettings;
  readonly #stream: TextHoldBack<UnicodeNormalizerState>;

  /** @throws UnicodeOptionsError for invalid options, an unknown key included. */
  constructor(options: UnicodeNormalizerOptions = {}) {
    const resolved = parseProcessorOptions(unicodeNormalizerOptionsSchema, options, (issues) => new UnicodeOptionsError(issues));
    this.#options = resolved;
    this.id = resolved.id;
    this.failOpen = resolved.failOpen;
    if (resolved.onViolation !== undefined) this.onViolation = resolved.onViolation;
    this.#settings = compileSettings(resolved);
    this.#stream = new TextHoldBack<UnicodeNormalizerState>({
      stateKey: 'unicode.holdBack',
      channels: ['text', 'reasoning'],
      decide: streamNormalizer<UnicodeNormalizerState>({
        settings: this.#settings,
        found: (tally, state) => this.#handle(tally, 'stream', 'the response', state['unicode.hook']),
      }),
    });
  }

  /** Normalizes one text with this processor's settings (what every hook applies to each string). */
  normalize(text: string): string {
    return normalizeText(text, this.#settings, emptyNormalizeTally());
  }

  /** Once before the loop: normalizes the text parts of this call's input messages. */
  async processInput(args: ProcessInputArgs<UnicodeNormalizerState>): Promise<StoredMessage[] | undefined> {
    if (!this.#options.applyTo.input) return undefined;
    const tally = emptyNormalizeTally();
    let changed = false;
    for (const message of args.messages) {
      for (const part of message.content.parts) {
        if (part.type !== 'text' && part.type !== 'reasoning') continue;
        const text = normalizeText(part.text, this.#settings, tally);
        if (text !== part.text) {
          part.text = text;
          changed = true;
        }
      }
      const legacy = message.content.content;
      if (legacy !== undefined) {
        // the flattened copy of the parts' text: cleaned too, but not counted a second time
        const text = normalizeText(legacy, this.#settings, emptyNormalizeTally());
        if (text !== legacy) {
          message.content.content = text;
          changed = true;
        }
      }
    }
    await this.#handle(tally, 'input', 'the input', args);
    return changed ? args.messages : undefined;
  }

  /** After each tool: normalizes every string of the result before the model sees it. */
  async processToolResult(args: ProcessToolResultArgs<UnicodeNormalizerState>): Promise<MessageList | undefined> {
    if (!this.#options.applyTo.toolResults || args.providerExecuted === true) return undefined;
    const tally = emptyNormalizeTally();
    const seen = { changed: false };
    const result = mapStrings(args.result, (text) => {
      const out = normalizeText(text, this.#settings, tally);
      if (out !== text) seen.changed = true;
      return out;
    });
    await this.#handle(tally, `tool-result:${args.toolCallId}`, `the result of tool ${args.toolName}`, args);
    if (!seen.changed) return undefined;
    args.messageList.updateToolInvocation({
      type: 'tool-invocation',
      toolInvocation: { state: 'result', toolCallId: args.toolCallId, toolName: args.toolName, args: args.args, result },
    });
    return args.messageList;
  }

  /**
   * With `applyTo.outputStream`: normalizes streamed text and reasoning, holding back only the last
   * character (a combining mark may follow) and trailing whitespace; normalizes the strings of
   * streamed tool-call arguments.
   */
  processOutputStream(
    args: ProcessOutputStreamArgs<UnicodeNormalizerState>,
  ): ChunkType | ChunkType[] | Promise<ChunkType | ChunkType[]> {
    if (!this.#options.applyTo.outputStream) return args.part;
    // the hook's controls, stored once per request (a new object only when they change)
    const hook = args.state['unicode.hook'];
    if (hook === undefined || hook.abort !== args.abort || hook.reportViolation !== args.reportViolation) {
      args.state['unicode.hook'] = { abort: args.abort, reportViolation: args.reportViolation };
    }
    const part = args.part;
    if (part.type === 'tool-call') {
      const tally = emptyNormalizeTally();
      const input = mapStrings(part.payload.args, (text) => normalizeText(text, this.#settings, tally));
      if (!tallyFoundSomething(tally)) return { ...part, payload: { ...part.payload, args: input } };
      return this.#handle(tally, `tool-call:${part.payload.toolCallId}`, `the arguments of tool ${part.payload.toolName}`, args).then(
        (): ChunkType => ({ ...part, payload: { ...part.payload, args: input } }),
      );
    }
    return this.#stream.process(part, args.state);
  }

  async #handle(
    tally: NormalizeTally,
    where: string,
    label: string,
    hook: { abort: AbortFunction; reportViolation: (report: ViolationReport) => Promise<void> } | undefined,
  ): Promise<void> {
    if (!tallyFoundSomething(tally) || this.#options.strategy === 'silent' || hook === undefined) return;
    const detail = violationDetail(tally, where);
    const summary = describeTally(tally);
    if (this.#options.strategy === 'block') {
      hook.abort(`Hidden or look-alike characters in ${label}: ${summary}`, { metadata: detail });
    }
    await hook.reportViolation({ message: `Removed from ${label}: ${summary}`, detail, action: 'warn' });
  }
}
