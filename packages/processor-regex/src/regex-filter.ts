import {
  mapStrings,
  parseProcessorOptions,
  TextHoldBack,
  type AbortFunction,
  type ChunkType,
  type MessageList,
  type ProcessInputArgs,
  type ProcessOutputResultArgs,
  type ProcessOutputStreamArgs,
  type ProcessToolResultArgs,
  type Processor,
  type ProcessorViolation,
  type StoredMessage,
  type ViolationReport,
} from '@sluice/core';
import { findMatches, replaceMatches, WINDOW_CONTEXT, type CompiledPattern, type RegexMatch } from './find-matches.js';
import { regexFilterOptionsSchema, type RegexFilterOptions, type ResolvedRegexFilterOptions } from './options.js';
import { PRESETS } from './presets/presets.js';
import { RegexOptionsError } from './regex-options-error.js';
import { streamFilter } from './stream-filter.js';

/** Per-request state of a `RegexFilter`. */
export interface RegexFilterState {
  /** The current stream hook's controls, read by the hold-back callback. */
  'regex.hook'?: { abort: AbortFunction; reportViolation: (report: ViolationReport) => Promise<void> };
}

/** The violation detail of a `RegexFilter`: which patterns matched where, never the matched text. */
export interface RegexViolationDetail {
  /** Where: `input:<messageId>`, `tool-result:<toolCallId>`, `tool-call:<toolCallId>`, `stream`, `result:<messageId>`. */
  where: string[];
  /** Matches per pattern name. */
  counts: Record<string, number>;
  /** The first 100 matches: pattern name and span in its text. */
  matches: { name: string; start: number; end: number }[];
}

function compile(options: ResolvedRegexFilterOptions): CompiledPattern[] {
  const out: CompiledPattern[] = [];
  for (const preset of options.presets) {
    for (const p of PRESETS[preset]) out.push({ name: p.name, regex: new RegExp(p.pattern, `${p.flags ?? ''}g`) });
  }
  for (const p of options.patterns) {
    const source = typeof p.pattern === 'string' ? p.pattern : p.pattern.source;
    const flags = p.flags ?? (typeof p.pattern === 'string' ? '' : p.pattern.flags.replace(/[gyd]/g, ''));
    out.push({ name: p.name, regex: new RegExp(source, `${flags}g`) });
  }
  return out;
}

class Findings {
  readonly where = new Set<string>();
  readonly counts: Record<string, number> = {};
  readonly matches: { name: string; start: number; end: number }[] = [];

  add(where: string, matches: readonly RegexMatch[]): void {
    if (matches.length === 0) return;
    this.where.add(where);
    for (const m of matches) {
      this.counts[m.name] = (this.counts[m.name] ?? 0) + 1;
      if (this.matches.length < 100) this.matches.push({ name: m.name, start: m.start, end: m.end });
    }
  }

  get empty(): boolean {
    return this.matches.length === 0;
  }

  detail(): RegexViolationDetail {
    return { where: [...this.where], counts: { ...this.counts }, matches: [...this.matches] };
  }

  summary(): string {
    return Object.entries(this.counts)
      .map(([name, n]) => (n === 1 ? name : `${name} x${String(n)}`))
      .join(', ');
  }
}

/**
 * Blocks, redacts or reports text that matches your regular expressions and the built-in presets
 * (`secrets`, `urls`, `profanity`), in the input, the streamed response (text, reasoning and
 * tool-call arguments), tool results and the final result. Streaming-safe: core's `TextHoldBack`
 * holds back only the last `maxMatchLength` characters, so a secret split across chunks is still
 * caught. Patterns are checked when the filter is constructed: nested quantifiers, quantified
 * alternations and backreferences (catastrophic backtracking) are refused with a
 * `RegexOptionsError`; the rest are scanned in bounded windows, so the time stays linear.
 *
 * For personal data with checksums (cards, IBANs, phone numbers) use `@sluice/processor-pii`.
 *
 * @example
 * const filter = new RegexFilter({
 *   presets: ['secrets'],
 *   patterns: [{ name: 'ticket', pattern: 'INC-\\d{6}' }],
 *   strategy: 'redact',
 * });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [filter], outputProcessors: [filter] });
 */
export class RegexFilter implements Processor<string, RegexFilterState> {
  readonly id: string;
  readonly name = 'Regex filter';
  readonly description = 'Blocks, redacts or reports pattern matches (secrets, URLs, profanity, your own), streaming-safe.';
  /** From the `failOpen` option: when true, a throwing hook is skipped instead of failing the run. */
  readonly failOpen: boolean;
  /** From the `onViolation` option. */
  readonly onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedRegexFilterOptions;
  readonly #patterns: CompiledPattern[];
  readonly #stream: TextHoldBack<RegexFilterState>;

  /** @throws RegexOptionsError for invalid options, an unknown key or a risky pattern included. */
  constructor(options: RegexFilterOptions) {
    const resolved = parseProcessorOptions(regexFilterOptionsSchema, options, (issues) => new RegexOptionsError(issues));
    this.#options = resolved;
    this.id = resolved.id;
    this.failOpen = resolved.failOpen;
    if (resolved.onViolation !== undefined) this.onViolation = resolved.onViolation;
    this.#patterns = compile(resolved);
    this.#stream = new TextHoldBack<RegexFilterState>({
      stateKey: 'regex.holdBack',
      contextChars: WINDOW_CONTEXT,
      channels: ['text', 'reasoning'],
      decide: streamFilter<RegexFilterState>({
        patterns: this.#patterns,
        maxMatchLength: resolved.maxMatchLength,
        strategy: resolved.strategy,
        replacement: (name) => this.#replacement(name),
        found: (matches, state) => {
          const findings = new Findings();
          findings.add('stream', matches);
          return this.#handle(findings, 'the response', state['regex.hook']);
        },
      }),
    });
  }

  /** The matches of this filter's patterns in `text` (sorted, non-overlapping). Linear time. */
  find(text: string): RegexMatch[] {
    return findMatches(this.#patterns, text, 0, this.#options.maxMatchLength);
  }

  /** `text` with every match replaced as `redact` would. */
  redact(text: string): string {
    return replaceMatches(text, this.find(text), (name) => this.#replacement(name));
  }

  /** Once before the loop: checks the input's text parts. */
  async processInput(args: ProcessInputArgs<RegexFilterState>): Promise<StoredMessage[] | undefined> {
    if (!this.#options.applyTo.input) return undefined;
    const findings = this.#scanMessages(args.messages, 'input');
    if (findings.empty) return undefined;
    await this.#handle(findings, 'the input', args);
    return this.#options.strategy === 'redact' ? args.messages : undefined;
  }

  /** After each tool: checks every string of the result before the model sees it. */
  async processToolResult(args: ProcessToolResultArgs<RegexFilterState>): Promise<MessageList | undefined> {
    if (!this.#options.applyTo.toolResults || args.providerExecuted === true) return undefined;
    const findings = new Findings();
    const where = `tool-result:${args.toolCallId}`;
    const result = mapStrings(args.result, (text) => this.#scan(text, where, findings));
    if (findings.empty) return undefined;
    await this.#handle(findings, `the result of tool ${args.toolName}`, args);
    if (this.#options.strategy !== 'redact') return undefined;
    args.messageList.updateToolInvocation({
      type: 'tool-invocation',
      toolInvocation: { state: 'result', toolCallId: args.toolCallId, toolName: args.toolName, args: args.args, result },
    });
    return args.messageList;
  }

  /**
   * Each chunk: holds back the last `maxMatchLength` characters of text and reasoning and releases
   * the rest filtered; checks the strings of `tool-call` arguments before the tool runs.
   */
  processOutputStream(args: ProcessOutputStreamArgs<RegexFilterState>): ChunkType | ChunkType[] | Promise<ChunkType | ChunkType[]> {
    if (!this.#options.applyTo.outputStream) return args.part;
    // the hook's controls, stored once per request (a new object only when they change)
    const hook = args.state['regex.hook'];
    if (hook === undefined || hook.abort !== args.abort || hook.reportViolation !== args.reportViolation) {
      args.state['regex.hook'] = { abort: args.abort, reportViolation: args.reportViolation };
    }
    const part = args.part;
    if (part.type === 'tool-call') {
      const findings = new Findings();
      const input = mapStrings(part.payload.args, (text) => this.#scan(text, `tool-call:${part.payload.toolCallId}`, findings));
      if (findings.empty) return part;
      return this.#handle(findings, `the arguments of tool ${part.payload.toolName}`, args).then((): ChunkType =>
        this.#options.strategy === 'redact' ? { ...part, payload: { ...part.payload, args: input } } : part,
      );
    }
    return this.#stream.process(part, args.state);
  }

  /** Once at the end: checks the final response's text parts before they are stored. */
  async processOutputResult(args: ProcessOutputResultArgs<RegexFilterState>): Promise<StoredMessage[] | undefined> {
    if (!this.#options.applyTo.outputResult) return undefined;
    const findings = this.#scanMessages(args.messages, 'result');
    if (findings.empty) return undefined;
    await this.#handle(findings, 'the final response', args);
    return this.#options.strategy === 'redact' ? args.messages : undefined;
  }

  #scanMessages(messages: StoredMessage[], phase: string): Findings {
    const findings = new Findings();
    for (const message of messages) {
      const where = `${phase}:${message.id}`;
      for (const part of message.content.parts) {
        if (part.type === 'text' || part.type === 'reasoning') part.text = this.#scan(part.text, where, findings);
      }
      const legacy = message.content.content;
      // the flattened copy of the parts' text: redacted too, but not reported a second time
      if (legacy !== undefined) message.content.content = this.#scan(legacy, where, new Findings());
    }
    return findings;
  }

  /** Scans one text, records its matches and returns it redacted (for `redact`) or unchanged. */
  #scan(text: string, where: string, findings: Findings): string {
    const matches = this.find(text);
    if (matches.length === 0) return text;
    findings.add(where, matches);
    return this.#options.strategy === 'redact' ? replaceMatches(text, matches, (name) => this.#replacement(name)) : text;
  }

  #replacement(name: string): string {
    return this.#options.replacement.replaceAll('{name}', name);
  }

  async #handle(
    findings: Findings,
    label: string,
    hook: { abort: AbortFunction; reportViolation: (report: ViolationReport) => Promise<void> } | undefined,
  ): Promise<void> {
    if (findings.empty || hook === undefined) return;
    const detail = findings.detail();
    const summary = findings.summary();
    const strategy = this.#options.strategy;
    if (strategy === 'block') hook.abort(`Pattern matched in ${label}: ${summary}`, { metadata: detail });
    await hook.reportViolation({
      message: strategy === 'redact' ? `Redacted in ${label}: ${summary}` : `Pattern matched in ${label}: ${summary}`,
      detail,
      action: strategy === 'redact' ? 'redact' : 'warn',
    });
  }
}
