import { TextHoldBack, type ChunkType, type MaybePromise, type TextHoldBackInput } from '@sluice/core';
import type { ModerationContext } from '../moderation-context.js';
import type { Verdict } from '../judge.js';
import { getRunState, type ModerationRunState, type WindowsInFlight } from '../run-state.js';
import { findWindows } from './find-windows.js';

/** Held text beyond this many windows' worth waits for the in-flight classification. */
const MAX_PENDING_WINDOWS = 4;

/** A hold-back decision: consume that many pending characters and release `text` instead. */
interface Decision {
  consume: number;
  text: string;
}

const NOTHING: Decision = { consume: 0, text: '' };

/**
 * The streaming path: text is held back per text block (core's `TextHoldBack`) and judged in
 * windows. A classification runs while the stream goes on; judged text is released on the next
 * chunk after its verdict (or at the block's end, which waits for it). Windows that become ready
 * while a classification is in flight are judged together in the next call, so there is never
 * more than one classifier call per window. On a block the hook aborts before the flagged window
 * is released.
 */
export class StreamModerator {
  readonly #context: ModerationContext;
  readonly #holdBack: TextHoldBack;

  constructor(context: ModerationContext) {
    this.#context = context;
    this.#holdBack = new TextHoldBack({
      stateKey: 'moderation.holdBack',
      contextChars: context.options.window.overlap,
      decide: (input, state) => this.#decide(input, this.#run(state)),
    });
  }

  /** Handles one chunk; returns the chunks to emit. */
  process(part: ChunkType, state: Record<string, unknown>): MaybePromise<ChunkType[]> {
    return this.#holdBack.process(part, state);
  }

  #run(state: Record<string, unknown>): ModerationRunState {
    return getRunState(state, () => this.#context.createJudge());
  }

  /**
   * Synchronous on the common paths (nothing ready, a classification still running, clean
   * verdicts), so that a chunk costs no extra promise; async only to wait or to enforce a flag.
   */
  #decide(input: TextHoldBackInput, run: ModerationRunState): MaybePromise<Decision> {
    const key = `${input.channel}:${input.id}`;
    const inFlight = run.inFlight.get(key);
    if (inFlight !== undefined && !inFlight.settled) {
      const backlog = input.pending.length - inFlight.length;
      if (!input.final && backlog < MAX_PENDING_WINDOWS * this.#context.options.window.maxChars) {
        return NOTHING;
      }
      return inFlight.done.then(() => this.#decide(input, run));
    }
    if (inFlight === undefined) return this.#next(input, run, key, 0, '');
    run.inFlight.delete(key);
    const released = this.#apply(inFlight, run, key);
    return typeof released === 'string'
      ? this.#next(input, run, key, inFlight.length, released)
      : released.then((text) => this.#next(input, run, key, inFlight.length, text));
  }

  /** After `consume` characters were settled as `text`: starts judging the next ready windows. */
  #next(input: TextHoldBackInput, run: ModerationRunState, key: string, consume: number, text: string): MaybePromise<Decision> {
    const rest = consume === 0 ? input.pending : input.pending.slice(consume);
    const windows = findWindows(rest, input.final, this.#context.options.window, consume === 0 ? (run.scanned.get(key) ?? 0) : 0);
    if (windows.length === 0) {
      run.scanned.set(key, rest.length);
      return consume === 0 && text === '' ? NOTHING : { consume, text };
    }
    run.scanned.delete(key);
    const before = tail(input.before + input.pending.slice(0, consume), this.#context.options.window.overlap);
    const started = this.#start(windows, before, run);
    if (!input.final) {
      run.inFlight.set(key, started);
      return { consume, text };
    }
    return started.done
      .then(() => this.#apply(started, run, key))
      .then((more) => ({ consume: consume + started.length, text: text + more }));
  }

  /** Starts judging `windows` (each sent with up to `overlap` characters of preceding text). */
  #start(windows: string[], before: string, run: ModerationRunState): WindowsInFlight {
    const overlap = this.#context.options.window.overlap;
    const texts: string[] = [];
    let context = before;
    // With warn/filter the stream goes on after a flag, so a window whose context holds flagged
    // text is also judged alone (in the same call) to tell its own flag from its context's.
    const alsoAlone = this.#context.options.strategy !== 'block' && overlap > 0;
    const alone: (string | undefined)[] = [];
    for (const window of windows) {
      texts.push(context + window);
      alone.push(alsoAlone && context !== '' && window.trim() !== '' ? window : undefined);
      context = tail(context + window, overlap);
    }
    const judged = [
      ...new Set([
        ...texts.filter((text, i) => (windows[i] ?? '').trim() !== '' && text !== ''),
        ...alone.filter((text): text is string => text !== undefined),
      ]),
    ];
    const signal = run.hook?.abortSignal ?? new AbortController().signal;
    const inFlight: WindowsInFlight = {
      windows,
      length: windows.reduce((sum, w) => sum + w.length, 0),
      settled: false,
      done: Promise.resolve(),
    };
    const work = judged.length === 0 ? Promise.resolve([]) : run.judge.judge(judged, signal);
    inFlight.done = work.then(
      (verdicts) => {
        const byText = new Map(judged.map((text, i) => [text, verdicts[i]]));
        inFlight.verdicts = texts.map((text) => byText.get(text) ?? { flags: [] });
        inFlight.aloneVerdicts = alone.map((text) => (text === undefined ? undefined : byText.get(text)));
        inFlight.settled = true;
      },
      (error: unknown) => {
        inFlight.error = error;
        inFlight.settled = true;
      },
    );
    return inFlight;
  }

  /**
   * The text to release for settled windows: synchronously when every verdict is clean, else after
   * enforcing the flags (block aborts) or the error strategy.
   */
  #apply(inFlight: WindowsInFlight, run: ModerationRunState, key: string): string | Promise<string> {
    const verdicts = inFlight.verdicts;
    if (verdicts !== undefined && verdicts.every((verdict) => verdict.flags.length === 0)) {
      const since = run.sinceFlag.get(key);
      if (since !== undefined) run.sinceFlag.set(key, since + inFlight.length);
      return inFlight.windows.join('');
    }
    return this.#enforce(inFlight, verdicts, run, key);
  }

  async #enforce(
    inFlight: WindowsInFlight,
    verdicts: Verdict[] | undefined,
    run: ModerationRunState,
    key: string,
  ): Promise<string> {
    const tools = run.hook;
    if (tools === undefined) throw new Error('moderation: stream decision outside a hook call');
    if (verdicts === undefined) {
      await this.#context.failOpenOrThrow(inFlight.error, tools, 'output-stream');
      return inFlight.windows.join('');
    }
    let text = '';
    // Characters since the end of the last flagged window: below `overlap`, the context holds flagged text.
    let sinceFlag = run.sinceFlag.get(key) ?? Number.POSITIVE_INFINITY;
    const overlap = this.#context.options.window.overlap;
    for (const [i, window] of inFlight.windows.entries()) {
      let verdict = verdicts[i] ?? { flags: [] };
      const alone = inFlight.aloneVerdicts?.[i];
      // Flagged with flagged text in its context but clean alone: the flag was the context's.
      if (verdict.flags.length > 0 && sinceFlag < overlap && alone?.flags.length === 0) verdict = alone;
      sinceFlag = verdict.flags.length > 0 ? 0 : sinceFlag + window.length;
      const drop = await this.#context.enforce(verdict, tools, { phase: 'output-stream', length: window.length });
      if (!drop) text += window;
    }
    if (Number.isFinite(sinceFlag)) run.sinceFlag.set(key, sinceFlag);
    return text;
  }
}

/** The last `n` characters of `text` (none when `n` is 0). */
function tail(text: string, n: number): string {
  return n === 0 ? '' : text.slice(-n);
}
