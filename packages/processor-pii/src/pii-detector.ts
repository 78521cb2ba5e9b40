import {
  type ChunkType,
  collectValueText,
  type HookContext,
  mapStrings,
  mapValueText,
  mapValueTextAsync,
  type MessageList,
  type MessagesWithSystemMessages,
  normalizeForMatching,
  type ModelPrompt,
  parseProcessorOptions,
  readRunIds,
  type ProcessInputArgs,
  type ProcessLLMRequestArgs,
  type Processor,
  type ProcessOutputResultArgs,
  type ProcessOutputStreamArgs,
  type ProcessToolResultArgs,
  replaceToolResult,
  type StoredMessage,
  type SystemMessage,
  TextHoldBack,
} from '@sluice/core';
import { buildPolicy } from './detect/build-policy.js';
import { detectEntities } from './detect/detect-entities.js';
import { detectionDetail, toReports, type DetectionReport } from './detect/detection-summary.js';
import type { DetectorPolicy } from './detect/detector-policy.js';
import type { PIIEntity } from './detect/entity.js';
import { findEntities, findSpans, toOriginalEntities, type FoundEntity } from './detect/find-entities.js';
import { resolveOverlaps } from './detect/resolve-overlaps.js';
import { withinDeadline } from './detect/within-deadline.js';
import { piiDetectorOptionsSchema, type PIIDetectorOptions, type ResolvedPIIDetectorOptions } from './options.js';
import { inputTextSlots } from './input/input-text-slots.js';
import { PIIOptionsError } from './pii-options-error.js';
import type { PIIState, PIIThreadState } from './pii-state.js';
import { InMemoryPlaceholderVault } from './vault/in-memory-placeholder-vault.js';
import type { PlaceholderScope, PlaceholderVault } from './vault/placeholder-vault.js';
import { PlaceholderStore } from './redact/placeholder-store.js';
import { redactText, type RedactionSettings } from './redact/redact-text.js';
import { CONTEXT_CHARS, MAX_RECOGNIZER_LOOKBEHIND, partialPlaceholderStart } from './stream/hold-back-limits.js';
import { streamMinPending, streamRedactor } from './stream/stream-redactor.js';
import { isToolInputChunk, ToolInputRewriter } from './stream/tool-input-rewriter.js';

/** Messages alone, or with the (edited) system messages when any was rewritten. */
function withSystem(messages: StoredMessage[], systemMessages: SystemMessage[] | undefined): StoredMessage[] | MessagesWithSystemMessages {
  return systemMessages === undefined ? messages : { messages, systemMessages };
}

function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Detects and handles PII and secrets in input messages, the streamed response, tool results and
 * the final result, with deterministic, checksum-validated recognizers that run in linear time.
 * Strategies: `block`, `warn`, `filter`, `redact` (methods `mask`, `hash`, `placeholder`,
 * `remove`). With `reversible: true` the model only sees placeholders while the client and the
 * tools see the real values: put the same detector (or two with the same id) in both
 * `inputProcessors` and `outputProcessors`.
 *
 * @example
 * const pii = new PIIDetector({ strategy: 'redact', method: 'placeholder', reversible: true });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [pii], outputProcessors: [pii] });
 */
export class PIIDetector implements Processor<string, PIIState> {
  readonly id: string;
  readonly name = 'PII detector';
  readonly description = 'Detects, blocks or redacts PII and secrets; streaming-safe and reversible.';
  /** From the `failOpen` option: when true, a throwing hook is skipped instead of failing the run. */
  readonly failOpen: boolean;
  readonly #options: ResolvedPIIDetectorOptions;
  readonly #policy: DetectorPolicy;
  readonly #salt: string;
  readonly #redactStream: TextHoldBack<PIIState>;
  readonly #restoreStream: TextHoldBack<PIIState>;
  readonly #toolInput: ToolInputRewriter;
  readonly #vault: PlaceholderVault | undefined;

  /** @throws PIIOptionsError for invalid options, an unknown key included. */
  constructor(options: PIIDetectorOptions = {}) {
    const resolved = parseProcessorOptions(piiDetectorOptionsSchema, options, (issues) => new PIIOptionsError(issues));
    this.#options = resolved;
    this.id = resolved.id;
    this.failOpen = resolved.failOpen;
    this.#policy = buildPolicy(resolved);
    this.#salt = resolved.hashSalt ?? randomSalt();
    this.#vault = !resolved.reversible || resolved.placeholderVault === false ? undefined : (resolved.placeholderVault ?? new InMemoryPlaceholderVault());
    this.#redactStream = new TextHoldBack<PIIState>({
      stateKey: 'pii.redact',
      // a recognizer's spurious span at the edge of the lookbehind ends before the released text
      contextChars: Math.max(CONTEXT_CHARS, this.#policy.holdChars + MAX_RECOGNIZER_LOOKBEHIND),
      channels: ['text', 'reasoning'],
      // most deltas only add to the batch: the hold-back does not ask `decide` about them
      minPending: streamMinPending(this.#policy.holdChars),
      decide: streamRedactor({
        strategy: resolved.strategy,
        detect: (text) => findEntities(text, this.#policy),
        redaction: (state) => this.#redaction(state),
        holdChars: this.#policy.holdChars,
        detectExtra: resolved.entityDetector === undefined ? undefined : (text, signal) => this.#detectAll(text, signal, false),
      }),
    });
    this.#restoreStream = new TextHoldBack<PIIState>({
      stateKey: 'pii.restore',
      decide: ({ pending, final }, state) => {
        const partial = final ? -1 : partialPlaceholderStart(pending);
        const cut = partial === -1 ? pending.length : partial;
        return { consume: cut, text: this.#store(state).restore(pending.slice(0, cut)) };
      },
    });
    this.#toolInput = new ToolInputRewriter((args, state, toolCallId, final) => this.#rewriteToolInput(args, state, toolCallId, final));
  }

  /**
   * Finds the deterministic entities of `text` (sorted, non-overlapping), under this detector's
   * policy. Matching runs on core's `normalizeForMatching(text)` (NBSP or thin spaces between digit
   * groups, fullwidth or Arabic-Indic digits, `%40` / `&#64;` / `＠`, zero-width characters inside a
   * value); the spans returned are spans of `text` itself.
   */
  detect(text: string): PIIEntity[] {
    return findSpans(text, this.#policy);
  }

  /**
   * Once before the loop: blocks, reports, filters or redacts PII in this call's input: text and
   * reasoning parts, the text of `file` parts (textual media types, `data:` URLs, data that is not
   * base64) and file names, and every system message (`applyTo.system`). `filter` drops a flagged
   * message and removes the values from a system message.
   */
  async processInput(args: ProcessInputArgs<PIIState>): Promise<StoredMessage[] | MessagesWithSystemMessages | undefined> {
    await this.#openThread(args);
    if (!this.#options.applyTo.input) return undefined;
    const reports: DetectionReport[] = [];
    const flagged = new Set<StoredMessage>();
    const strategy = this.#options.strategy;
    let systemChanged = false;
    for (const slot of inputTextSlots(args.messages, args.systemMessages, this.#options.applyTo.system)) {
      const entities = await this.#detectAll(slot.text, args.abortSignal);
      if (entities.length === 0) continue;
      reports.push(...toReports(entities, slot.location));
      if (slot.message !== undefined) flagged.add(slot.message);
      if (strategy === 'redact' || (strategy === 'filter' && slot.message === undefined)) {
        const redaction = this.#redaction(args.state);
        slot.write(await redactText(slot.text, entities, strategy === 'filter' ? { ...redaction, method: 'remove' } : redaction));
        systemChanged ||= slot.message === undefined;
      }
    }
    if (reports.length === 0) return undefined;
    const detail = detectionDetail(reports);
    const types = detail.types.join(', ');
    switch (this.#options.strategy) {
      case 'block':
        return args.abort(`PII detected in the input: ${types}`, { metadata: detail });
      case 'warn':
        await args.reportViolation({ message: `PII in the input: ${types}`, detail, action: 'warn' });
        return undefined;
      case 'filter':
        await args.reportViolation({ message: `Messages with PII removed: ${types}`, detail, action: 'filter' });
        return withSystem(args.messages.filter((m) => !flagged.has(m)), systemChanged ? args.systemMessages : undefined);
      default:
        await args.reportViolation({ message: `PII redacted in the input: ${types}`, detail, action: 'redact' });
        return withSystem(args.messages, systemChanged ? args.systemMessages : undefined);
    }
  }

  /**
   * Reversible mode, each model call: puts placeholders back for any of this run's values that
   * reached the prompt (for example restored tool-call arguments of an earlier step), so the
   * model never sees them. This call only; nothing is persisted.
   */
  processLLMRequest(args: ProcessLLMRequestArgs<PIIState>): { prompt: ModelPrompt } | undefined {
    if (!this.#options.reversible || !this.#options.applyTo.input) return undefined;
    const store = args.state.placeholders;
    if (store === undefined || store.size === 0) return undefined;
    const prompt = mapStrings(args.prompt, (text) => store.reRedact(text)) as ModelPrompt;
    return { prompt };
  }

  /**
   * Each chunk: holds back only text that may still be part of an entity and releases it
   * redacted; in reversible mode restores placeholders in text. Tool-call arguments are held per
   * call (`tool-call-delta`) and released rewritten with the `tool-call`: redacted by the strategy,
   * or, in reversible mode, with placeholders restored. The tool runs with these arguments, so
   * outside reversible mode it never receives a value the client may not see.
   */
  processOutputStream(args: ProcessOutputStreamArgs<PIIState>): ChunkType[] | ChunkType | Promise<ChunkType[] | ChunkType> {
    if (!this.#options.applyTo.output) return args.part;
    const state = args.state;
    if (state.thread?.opened !== true && this.#usesPlaceholders) {
      return this.#openThread(args).then(() => this.processOutputStream(args));
    }
    // updated in place: this runs once per chunk
    const hook = state.hook;
    if (hook === undefined) state.hook = { abort: args.abort, reportViolation: args.reportViolation, abortSignal: args.abortSignal };
    else {
      hook.abort = args.abort;
      hook.reportViolation = args.reportViolation;
      hook.abortSignal = args.abortSignal;
    }
    const text = this.#options.reversible ? this.#restoreStream : this.#redactStream;
    const released = text.process(args.part, state);
    return Array.isArray(released) ? this.#rewriteToolInputs(released, state) : released.then((chunks) => this.#rewriteToolInputs(chunks, state));
  }

  /** Released chunks with tool-call argument chunks rewritten (see `processOutputStream`); the same array when there are none. */
  #rewriteToolInputs(chunks: ChunkType[], state: PIIState): ChunkType[] | Promise<ChunkType[]> {
    if ((state.toolInput === undefined || state.toolInput.size === 0) && !chunks.some(isToolInputChunk)) return chunks;
    return chunks.reduce<Promise<ChunkType[]>>(
      async (done, chunk) => [...(await done), ...(await this.#toolInput.process(chunk, state))],
      Promise.resolve([]),
    );
  }

  /**
   * After each tool: redacts PII in the result (placeholders in reversible mode) before the model
   * sees it. Every text leaf is read through core's value walker: strings, object and Map keys,
   * numbers, class instances, null-prototype objects, Maps, Sets and Errors. A string result (a
   * tool error's message, with `isError: true`) is scanned the same way.
   */
  async processToolResult(args: ProcessToolResultArgs<PIIState>): Promise<MessageList | undefined> {
    if (!this.#options.applyTo.toolResults || args.providerExecuted === true) return undefined;
    await this.#openThread(args);
    const strategy = this.#options.strategy;
    const { value: result, reports } = await this.#scanValue(args.result, args.toolCallId, args.state, args.abortSignal);
    if (reports.length === 0) return undefined;
    const detail = detectionDetail(reports);
    const types = detail.types.join(', ');
    if (strategy === 'block') return args.abort(`PII detected in tool result: ${types}`, { metadata: detail });
    if (strategy === 'warn') {
      await args.reportViolation({ message: `PII in tool result: ${types}`, detail, action: 'warn' });
      return undefined;
    }
    replaceToolResult(args, result);
    await args.reportViolation({ message: `PII redacted in tool result: ${types}`, detail, action: strategy === 'filter' ? 'filter' : 'redact' });
    return args.messageList;
  }

  /**
   * Once at the end: makes the stored response safe. Redacts PII left in response text parts and
   * in tool-call arguments; in reversible mode puts placeholders back for values restored for the
   * client (and gives new values in tool-call arguments placeholders), so memory stores the
   * redacted text.
   */
  async processOutputResult(args: ProcessOutputResultArgs<PIIState>): Promise<StoredMessage[] | undefined> {
    await this.#openThread(args);
    const result = await this.#protectResponse(args);
    await this.#saveThread(args.state, args.abortSignal);
    return result;
  }

  async #protectResponse(args: ProcessOutputResultArgs<PIIState>): Promise<StoredMessage[] | undefined> {
    if (!this.#options.applyTo.output) return undefined;
    const reports: DetectionReport[] = [];
    const store = this.#store(args.state);
    const reversible = this.#options.reversible;
    for (const message of args.messages) {
      for (const part of message.content.parts) {
        if (part.type === 'tool-invocation') {
          const invocation = part.toolInvocation;
          const known = reversible ? mapValueText(invocation.args, (text) => store.reRedact(text)) : invocation.args;
          const scanned = await this.#scanValue(known, invocation.toolCallId, args.state, args.abortSignal, reversible ? 'redact' : undefined);
          invocation.args = scanned.value;
          if (!reversible) reports.push(...scanned.reports);
          if (reversible && 'result' in invocation) invocation.result = mapValueText(invocation.result, (text) => store.reRedact(text));
          continue;
        }
        if (part.type !== 'text') continue;
        if (reversible) {
          part.text = store.reRedact(part.text);
          continue;
        }
        const entities = findEntities(part.text, this.#policy);
        if (entities.length === 0) continue;
        reports.push(...toReports(entities, message.id));
        if (this.#options.strategy === 'redact' || this.#options.strategy === 'filter') {
          const redaction = this.#redaction(args.state);
          part.text = await redactText(part.text, entities, this.#options.strategy === 'filter' ? { ...redaction, method: 'remove' } : redaction);
        }
      }
    }
    if (reports.length === 0) return reversible ? args.messages : undefined;
    const detail = detectionDetail(reports);
    const types = detail.types.join(', ');
    if (this.#options.strategy === 'block') return args.abort(`PII detected in the response: ${types}`, { metadata: detail });
    const action = this.#options.strategy === 'redact' ? 'redact' : this.#options.strategy;
    await args.reportViolation({ message: `PII in the final response: ${types}`, detail, action });
    return args.messages;
  }

  /**
   * Scans every text leaf of a structured value (core's walker: keys, numbers, class instances,
   * Maps...) and rewrites it by the strategy (`strategy` overrides the option): `redact` with the
   * method, `filter` by removal, `warn` and `block` leave the value as it is.
   */
  async #scanValue(
    value: unknown,
    location: string,
    state: PIIState,
    abortSignal: AbortSignal,
    strategy = this.#options.strategy,
  ): Promise<{ value: unknown; reports: DetectionReport[] }> {
    const reports: DetectionReport[] = [];
    const redaction = this.#redaction(state);
    const out = await mapValueTextAsync(value, async (text) => {
      const entities = await this.#detectAll(text, abortSignal);
      if (entities.length === 0) return text;
      reports.push(...toReports(entities, location));
      if (strategy === 'warn' || strategy === 'block') return text;
      return redactText(text, entities, strategy === 'filter' ? { ...redaction, method: 'remove' } : redaction);
    });
    return { value: out, reports };
  }

  /** The tool-input rewrite of the stream: restores placeholders (reversible) or applies the strategy. */
  async #rewriteToolInput(args: unknown, state: PIIState, toolCallId: string, final: boolean): Promise<unknown> {
    if (this.#options.reversible) {
      const store = this.#store(state);
      return mapValueText(args, (text) => store.restore(text));
    }
    const hook = state.hook;
    const { value, reports } = await this.#scanValue(args, `tool-call:${toolCallId}`, state, hook?.abortSignal ?? new AbortController().signal);
    if (reports.length === 0 || hook === undefined) return value;
    const detail = detectionDetail(reports);
    const types = detail.types.join(', ');
    const strategy = this.#options.strategy;
    if (strategy === 'block') hook.abort(`PII detected in tool-call arguments: ${types}`, { metadata: detail });
    // reported once per call, on the tool-call itself (the held deltas carry the same values)
    if (final) {
      const action = strategy === 'redact' ? 'redact' : strategy;
      await hook.reportViolation({ message: `PII in tool-call arguments: ${types}`, detail, action });
    }
    return value;
  }

  /**
   * Entities of `text` (spans of `text`, with their normalized values): the deterministic ones
   * (unless `deterministic` is false) and the `entityDetector`'s, both found on the normalized text.
   */
  async #detectAll(text: string, abortSignal: AbortSignal, deterministic = true): Promise<FoundEntity[]> {
    const normalized = normalizeForMatching(text);
    const entities: PIIEntity[] = deterministic ? detectEntities(normalized.text, this.#policy) : [];
    const extra = this.#options.entityDetector;
    if (extra !== undefined && normalized.text.trim() !== '') {
      const found = await withinDeadline((signal) => extra.detect(normalized.text, { abortSignal: signal }), {
        abortSignal,
        timeoutMs: this.#options.timeoutMs,
        callout: 'entityDetector',
      });
      const length = normalized.text.length;
      for (const { type, start, end, score } of found) if (start >= 0 && end <= length && start < end && score >= this.#policy.minScore) entities.push({ type, start, end, score });
    }
    return toOriginalEntities(normalized, resolveOverlaps(entities));
  }

  get #usesPlaceholders(): boolean {
    return this.#options.method === 'placeholder' && this.#options.strategy === 'redact';
  }

  /**
   * Once per run, before placeholders are used: numbers found in the thread's messages (memory)
   * are reserved, and in reversible mode the thread's saved map is loaded from the vault (core's
   * `readRunIds` gives the thread), so numbering continues across runs and recalled placeholders
   * resolve to their own values.
   */
  #openThread(args: HookContext<PIIState> & { messageList?: MessageList | undefined }): Promise<void> {
    const state = args.state;
    if (!this.#usesPlaceholders) return Promise.resolve();
    if (state.thread !== undefined) return state.thread.ready;
    const thread: PIIThreadState = { ready: Promise.resolve(), opened: false, vault: this.#vault, scope: undefined, loaded: 0 };
    state.thread = thread;
    const store = this.#store(state);
    const list = args.messageList;
    for (const message of list?.get.all.db() ?? []) for (const text of collectValueText(message.content).texts) store.reserve(text);
    const { threadId, resourceId } = readRunIds(args.requestContext, list);
    const vault = thread.vault;
    if (vault === undefined || threadId === undefined) {
      thread.opened = true;
      return thread.ready;
    }
    const scope: PlaceholderScope = { processorId: this.id, threadId, resourceId };
    thread.scope = scope;
    thread.ready = withinDeadline((abortSignal) => vault.load(scope, { abortSignal }), {
      abortSignal: args.abortSignal,
      timeoutMs: this.#options.timeoutMs,
      callout: 'placeholderVault',
    }).then((entries) => {
      store.load(entries);
      thread.loaded = store.size;
      thread.opened = true;
    });
    return thread.ready;
  }

  /** After the run: saves the thread's placeholder map when it grew. */
  async #saveThread(state: PIIState, abortSignal: AbortSignal): Promise<void> {
    const { vault, scope, loaded } = state.thread ?? {};
    const store = state.placeholders;
    if (vault === undefined || scope === undefined || store === undefined || store.size === loaded) return;
    await withinDeadline((signal) => vault.save(scope, store.entries(), { abortSignal: signal }), {
      abortSignal,
      timeoutMs: this.#options.timeoutMs,
      callout: 'placeholderVault',
    });
    if (state.thread !== undefined) state.thread.loaded = store.size;
  }

  #store(state: PIIState): PlaceholderStore {
    state.placeholders ??= new PlaceholderStore();
    return state.placeholders;
  }

  #redaction(state: PIIState): RedactionSettings {
    return { method: this.#options.method, salt: this.#salt, placeholders: this.#store(state) };
  }
}
