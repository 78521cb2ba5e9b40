import {
  getMessageText,
  TextHoldBack,
  type ChunkType,
  type HookContext,
  type MaybePromise,
  type MessagePart,
  type ProcessInputArgs,
  type ProcessOutputStreamArgs,
  type Processor,
  type ProcessorViolation,
  type StoredMessage,
  type TextHoldBackDecision,
  type TextHoldBackInput,
} from '@sluice/core';
import { detectLanguage, type LanguageDetection } from './detect-language.js';
import { toLanguageCode } from './language-codes.js';
import { resolveLanguageDetectorOptions, type LanguageDetectorOptions, type ResolvedLanguageDetectorOptions } from './options.js';
import { translate } from './translate.js';

/** What a detection meant for the configured targets. */
export interface LanguageVerdict extends LanguageDetection {
  /** True when the language is one of `targetLanguages`. */
  isTarget: boolean;
}

/** What `content.metadata.language` holds on a judged user message. */
export interface LanguageMetadata {
  language: string;
  confidence: number;
  isTarget: boolean;
  /** Present when the message was translated (and `preserveOriginal`). */
  originalText?: string;
  /** The language the message was translated into. */
  translatedTo?: string;
}

/** Per text part state of the stream judge. */
interface PartJudge {
  /** Text not yet judged (detect/warn release at once and judge behind). */
  unjudged: string;
  /** translate: the part was found in a target language, so it passes untranslated. */
  passes: boolean;
  /** translate: the part is in another language and is held whole until its end. */
  translating?: LanguageDetection;
  /** warn: the other language last reported for this part (the next windows in it are recorded, not reported again). */
  reported?: string;
}

/** This processor's request state. */
export interface LanguageDetectorState {
  [key: string]: unknown;
  /** The verdicts of this request, input and output, oldest first (the last 64). */
  verdicts?: { phase: 'input' | 'output'; verdict: LanguageVerdict }[];
}

type StreamState = LanguageDetectorState & { parts?: Map<string, PartJudge> };

/**
 * Detects the language of user input and of streamed output offline (n-gram profiles inside the
 * package, no model call) and enforces `targetLanguages`: `detect` records it (message metadata
 * and request state), `warn` reports a violation and passes, `block` ends the run (streamed text is
 * held back per window until judged, so blocked text never reaches the client), and `translate`
 * rewrites the text into the target language through any AI SDK model you pass (opt-in). Texts
 * shorter than `minTextLength` letters and undetermined detections (below `threshold`) pass.
 * Put the same instance in `inputProcessors` and `outputProcessors` to check both sides.
 *
 * @example
 * const language = new LanguageDetector({ targetLanguages: ['en', 'de'], strategy: 'block' });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [language], outputProcessors: [language] });
 */
export class LanguageDetector implements Processor<string, LanguageDetectorState> {
  readonly id: string;
  readonly name = 'Language detector';
  readonly description = 'Detects the language of inputs and streamed outputs offline; records, warns, blocks or translates.';
  readonly onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  readonly #options: ResolvedLanguageDetectorOptions;
  readonly #targets: ReadonlySet<string>;
  readonly #translateTo: string;
  readonly #holdBack: TextHoldBack<StreamState>;
  /**
   * The hook arguments of each request's latest chunk, for `decide`. Beside the state, not in it:
   * they reach the runner's chunk history, which the state must not keep alive.
   */
  readonly #hooks = new WeakMap<StreamState, HookContext<LanguageDetectorState>>();

  /** @throws LanguageOptionsError when `options` do not match `languageDetectorOptionsSchema`. */
  constructor(options: LanguageDetectorOptions = {}) {
    const resolved = resolveLanguageDetectorOptions(options);
    this.#options = resolved;
    this.id = resolved.id;
    if (resolved.onViolation !== undefined) this.onViolation = resolved.onViolation;
    this.#targets = new Set(resolved.targetLanguages.map((l) => toLanguageCode(l) as string));
    this.#translateTo = toLanguageCode(resolved.translateTo ?? resolved.targetLanguages[0] ?? 'en') as string;
    this.#holdBack = new TextHoldBack<StreamState>({
      stateKey: 'language.holdBack',
      decide: (input, state) => this.#decide(input, state),
    });
  }

  /**
   * Judges `text` alone: undefined when it is too short or the detection is undetermined (below
   * `threshold`). Does not report or enforce anything.
   */
  judge(text: string): LanguageVerdict | undefined {
    if (countLetters(text, this.#options.minTextLength) < this.#options.minTextLength) return undefined;
    const detection = detectLanguage(text);
    if (detection === undefined || detection.confidence < this.#options.threshold) return undefined;
    return { ...detection, isTarget: this.#targets.has(detection.language) };
  }

  /** Judges each user message of the input; records, warns, blocks or translates per `strategy`. */
  async processInput(args: ProcessInputArgs<LanguageDetectorState>): Promise<StoredMessage[] | undefined> {
    if (!this.#options.check.input) return undefined;
    let changed = false;
    for (const message of args.messages) {
      if (message.role !== 'user') continue;
      const verdict = this.judge(getMessageText(message));
      if (verdict === undefined) continue;
      record(args.state, 'input', verdict);
      const metadata: LanguageMetadata = { language: verdict.language, confidence: round(verdict.confidence), isTarget: verdict.isTarget };
      if (!verdict.isTarget) {
        await this.#enforce(args, verdict, 'input', message.id);
        if (this.#options.strategy === 'translate') {
          const original = getMessageText(message);
          const translated = await translate({
            model: this.#options.model as NonNullable<ResolvedLanguageDetectorOptions['model']>,
            text: original,
            to: this.#translateTo,
            from: verdict.language,
            maxOutputTokens: this.#options.maxOutputTokens,
            timeoutMs: this.#options.timeoutMs,
            abortSignal: args.abortSignal,
            hook: 'processInput',
          });
          replaceText(message, translated);
          metadata.translatedTo = this.#translateTo;
          if (this.#options.preserveOriginal) metadata.originalText = original;
          changed = true;
        }
      }
      if (this.#options.includeDetectionDetails || metadata.translatedTo !== undefined) {
        message.content.metadata = { ...message.content.metadata, language: metadata };
        changed = true;
      }
    }
    return changed ? args.messages : undefined;
  }

  /** Judges streamed text per text part in windows of `stream.windowChars`. */
  processOutputStream(args: ProcessOutputStreamArgs<LanguageDetectorState>): MaybePromise<ChunkType[]> | ChunkType {
    if (!this.#options.check.outputStream) return args.part;
    const state = args.state as StreamState;
    this.#hooks.set(state, args);
    if (args.part.type === 'step-start') state.parts?.clear();
    return this.#holdBack.process(args.part, state);
  }

  #decide(input: TextHoldBackInput, state: StreamState): MaybePromise<TextHoldBackDecision> {
    const parts = (state.parts ??= new Map());
    let part = parts.get(input.id);
    if (part === undefined) {
      part = { unjudged: '', passes: false };
      parts.set(input.id, part);
    }
    if (input.final) parts.delete(input.id);
    const strategy = this.#options.strategy;
    const window = this.#options.stream.windowChars;
    if (strategy === 'detect' || strategy === 'warn') {
      // Nothing is held: text is released at once and judged behind, window by window.
      part.unjudged += input.pending;
      const pending = input.pending.length;
      if (part.unjudged.length < window && !input.final) return pending;
      const text = part.unjudged;
      part.unjudged = '';
      const verdict = this.judge(text);
      if (verdict === undefined) return pending;
      // One warning per part and language: a long answer in another language is one violation,
      // not one per window (which would grow the run's violation list with the answer's length).
      const repeat = !verdict.isTarget && part.reported === verdict.language;
      if (verdict.isTarget) delete part.reported;
      else part.reported = verdict.language;
      if (repeat) {
        record(state, 'output', verdict);
        return pending;
      }
      return then(this.#onOutputVerdict(state, verdict), () => pending);
    }
    if (part.passes) return input.pending.length;
    if (part.translating !== undefined) {
      if (!input.final) return 0;
      return this.#translateOutput(state, input.pending, part.translating);
    }
    // block, translate: hold a window until it is judged.
    if (input.pending.length < window && !input.final) return 0;
    const verdict = this.judge(input.pending);
    if (verdict === undefined || verdict.isTarget) {
      if (verdict !== undefined) record(state, 'output', verdict);
      if (strategy === 'translate' && verdict !== undefined) part.passes = true;
      return input.pending.length;
    }
    if (strategy === 'translate') {
      record(state, 'output', verdict);
      part.translating = verdict;
      return input.final ? this.#translateOutput(state, input.pending, verdict) : 0;
    }
    return then(this.#onOutputVerdict(state, verdict), () => input.pending.length);
  }

  async #translateOutput(state: StreamState, text: string, detection: LanguageDetection): Promise<TextHoldBackDecision> {
    const hook = this.#hookOf(state);
    await hook.reportViolation({
      message: `Output in ${detection.language}, translated to ${this.#translateTo}`,
      detail: { phase: 'output', language: detection.language, confidence: round(detection.confidence), translatedTo: this.#translateTo },
      action: 'warn',
    });
    const translated = await translate({
      model: this.#options.model as NonNullable<ResolvedLanguageDetectorOptions['model']>,
      text,
      to: this.#translateTo,
      from: detection.language,
      maxOutputTokens: this.#options.maxOutputTokens,
      timeoutMs: this.#options.timeoutMs,
      abortSignal: hook.abortSignal,
      hook: 'processOutputStream',
    });
    return { consume: text.length, text: translated };
  }

  #hookOf(state: StreamState): HookContext<LanguageDetectorState> {
    const hook = this.#hooks.get(state);
    if (hook === undefined) throw new Error('LanguageDetector: no hook context for this request (decide ran outside processOutputStream)');
    return hook;
  }

  #onOutputVerdict(state: StreamState, verdict: LanguageVerdict): MaybePromise<void> {
    record(state, 'output', verdict);
    if (verdict.isTarget) return undefined;
    return this.#enforce(this.#hookOf(state), verdict, 'output');
  }

  /** warn: reports; block: aborts; detect: nothing (recorded only); translate: reports (the caller translates). */
  #enforce(hook: HookContext<LanguageDetectorState>, verdict: LanguageVerdict, phase: 'input' | 'output', messageId?: string): MaybePromise<void> {
    const strategy = this.#options.strategy;
    if (strategy === 'detect') return undefined;
    const detail = {
      phase,
      language: verdict.language,
      confidence: round(verdict.confidence),
      targetLanguages: [...this.#targets],
      ...(messageId === undefined ? {} : { messageId }),
    };
    const where = phase === 'input' ? 'Input' : 'Output';
    if (strategy === 'block') {
      hook.abort(`${where} language ${verdict.language} is not one of ${[...this.#targets].join(', ')}`, { metadata: detail });
    }
    return hook.reportViolation({
      message: strategy === 'translate'
        ? `${where} in ${verdict.language}, translated to ${this.#translateTo}`
        : `${where} language ${verdict.language} is not one of ${[...this.#targets].join(', ')}`,
      detail,
      action: 'warn',
    });
  }
}

/** Verdicts kept per request (the most recent ones): bounded memory on endless streams. */
const MAX_VERDICTS = 64;

function record(state: LanguageDetectorState, phase: 'input' | 'output', verdict: LanguageVerdict): void {
  const verdicts = (state.verdicts ??= []);
  if (verdicts.length >= MAX_VERDICTS) verdicts.shift();
  verdicts.push({ phase, verdict });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Letters in `text`, counting stops at `enough` (cheap on huge inputs). */
function countLetters(text: string, enough: number): number {
  let count = 0;
  const letters = /\p{L}/gu;
  while (letters.exec(text) !== null) {
    if (++count >= enough) return count;
  }
  return count;
}

/** Replaces a message's text parts by one text part holding `text` (other parts are kept in place). */
function replaceText(message: StoredMessage, text: string): void {
  const parts = message.content.parts;
  const first = parts.findIndex((p) => p.type === 'text');
  if (first === -1) {
    parts.push({ type: 'text', text });
    delete message.content.content;
    return;
  }
  const kept: MessagePart[] = [];
  parts.forEach((p, i) => {
    if (p.type !== 'text') kept.push(p);
    else if (i === first) kept.push({ ...p, text });
  });
  message.content.parts = kept;
  delete message.content.content;
}

function then<T, U>(value: MaybePromise<T>, next: (resolved: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
