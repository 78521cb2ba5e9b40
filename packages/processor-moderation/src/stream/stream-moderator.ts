import { TextHoldBack, type ChunkType, type MaybePromise, type TextHoldBackInput } from '@sluice/core';
import type { ModerationContext } from '../moderation-context.js';
import { getRunState, type ModerationRunState, type WindowsInFlight } from '../run-state.js';
import { findWindows } from './find-windows.js';

/** Held text beyond this many windows' worth waits for the in-flight classification. */
const MAX_PENDING_WINDOWS = 4;

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

  async #decide(input: TextHoldBackInput, run: ModerationRunState): Promise<{ consume: number; text: string }> {
    const key = `${input.channel}:${input.id}`;
    const inFlight = run.inFlight.get(key);
    if (inFlight !== undefined && !inFlight.settled) {
      const backlog = input.pending.length - inFlight.length;
      if (!input.final && backlog < MAX_PENDING_WINDOWS * this.#context.options.window.maxChars) {
        return { consume: 0, text: '' };
      }
      await inFlight.done;
    }
    let consume = 0;
    let text = '';
    if (inFlight !== undefined) {
      run.inFlight.delete(key);
      text += await this.#apply(inFlight, run);
      consume = inFlight.length;
    }
    const windows = findWindows(input.pending.slice(consume), input.final, this.#context.options.window);
    if (windows.length === 0) return { consume, text };
    const before = tail(input.before + input.pending.slice(0, consume), this.#context.options.window.overlap);
    const started = this.#start(windows, before, run);
    if (!input.final) {
      run.inFlight.set(key, started);
      return { consume, text };
    }
    await started.done;
    text += await this.#apply(started, run);
    return { consume: consume + started.length, text };
  }

  /** Starts judging `windows` (each sent with up to `overlap` characters of preceding text). */
  #start(windows: string[], before: string, run: ModerationRunState): WindowsInFlight {
    const overlap = this.#context.options.window.overlap;
    const texts: string[] = [];
    let context = before;
    for (const window of windows) {
      texts.push(context + window);
      context = tail(context + window, overlap);
    }
    const judged = texts.filter((text, i) => (windows[i] ?? '').trim() !== '' && text !== '');
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
        inFlight.settled = true;
      },
      (error: unknown) => {
        inFlight.error = error;
        inFlight.settled = true;
      },
    );
    return inFlight;
  }

  /** The text to release for settled windows: enforces verdicts, or the error strategy. */
  async #apply(inFlight: WindowsInFlight, run: ModerationRunState): Promise<string> {
    const tools = run.hook;
    if (tools === undefined) throw new Error('moderation: stream decision outside a hook call');
    if (inFlight.verdicts === undefined) {
      await this.#context.failOpenOrThrow(inFlight.error, tools, 'output-stream');
      return inFlight.windows.join('');
    }
    let text = '';
    for (const [i, window] of inFlight.windows.entries()) {
      const verdict = inFlight.verdicts[i] ?? { flags: [] };
      const drop = await this.#context.enforce(verdict, tools, { phase: 'output-stream', length: window.length });
      if (!drop) text += window;
    }
    return text;
  }
}

/** The last `n` characters of `text` (none when `n` is 0). */
function tail(text: string, n: number): string {
  return n === 0 ? '' : text.slice(-n);
}
