import type { MaybePromise } from '../processors/processor.js';
import type { ChunkType, KnownChunk } from '../stream/chunk-type.js';
import { TextHoldBackError } from './text-hold-back-error.js';

/** Which streamed text a `TextHoldBack` buffers: `text-*` chunks, `reasoning-*` chunks, or both. */
export type TextChannel = 'text' | 'reasoning';

/** What `decide` sees for one text block (one id of one channel). */
export interface TextHoldBackInput {
  /** Original text received for this block and not yet released. */
  pending: string;
  /** Up to `contextChars` characters of original text released just before `pending` (lookbehind). */
  before: string;
  /**
   * True when the block ends (its `*-end` chunk, or a flush trigger such as `finish`): every pending
   * character is consumed whatever `decide` returns, and only the replacement text is used.
   */
  final: boolean;
  /** The block's id. */
  id: string;
  /** The block's channel. */
  channel: TextChannel;
}

/**
 * What to do with the pending text: a number `n` releases its first `n` characters unchanged;
 * `{ consume, text }` consumes the first `consume` characters and emits `text` instead (default:
 * those characters unchanged). `text: ''` drops them. Whatever is not consumed stays pending.
 */
export type TextHoldBackDecision = number | { consume: number; text?: string };

/** Decides how much pending text is safe to release, and what to release in its place. */
export type TextHoldBackDecide<TState extends object = Record<string, unknown>> = (
  input: TextHoldBackInput,
  state: TState,
) => MaybePromise<TextHoldBackDecision>;

/** Options of a `TextHoldBack`. */
export interface TextHoldBackOptions<TState extends object = Record<string, unknown>> {
  /** Called after each delta, and once with `final: true` when the block ends. */
  decide: TextHoldBackDecide<TState>;
  /** Key under which the buffers live in the processor's `state`. @default 'sluice.textHoldBack' */
  stateKey?: string;
  /** How many released original characters to keep as lookbehind in `before`. @default 0 */
  contextChars?: number;
  /** Channels to buffer; other text passes through untouched. @default ['text'] */
  channels?: readonly TextChannel[];
  /**
   * Chunk types that release every pending block first (emitted before the chunk itself). A
   * block's own `*-end` chunk always releases it.
   * @default ['step-finish', 'finish', 'error', 'abort', 'tripwire']
   */
  flushOn?: readonly string[];
}

interface Block {
  channel: TextChannel;
  id: string;
  pending: string;
  before: string;
  /**
   * The block's latest delta: released text takes its `runId` and `from`. A reference, read only
   * when a delta is emitted (chunks are not mutated once handed on), instead of two fields copied
   * on every delta: on a held-back stream most deltas emit nothing.
   */
  latest: KnownChunk;
}

interface HoldBackState {
  blocks: Map<string, Block>;
  /** The block the last delta went to (streams send many deltas in a row to one block). */
  last: Block | undefined;
}

const DEFAULT_FLUSH_ON = ['step-finish', 'finish', 'error', 'abort', 'tripwire'];

function isPromiseLike<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

function then<T, U>(value: MaybePromise<T>, next: (resolved: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromiseLike(value) ? value.then(next) : next(value);
}

/**
 * Streaming text hold-back for `processOutputStream`: buffers `text-delta` chunks per text id,
 * asks the processor how much of the pending text is safe to release (and what to release in its
 * place), and emits that as `text-delta` chunks reusing the id, `runId` and `from` of the incoming
 * chunk. Everything still pending is released (through `decide` with `final: true`) before the
 * block's `text-end` and before `step-finish` / `finish` / `error` / `abort` / `tripwire`, so no
 * text is lost and order is kept. Its buffers live in the processor's per-request `state`, so one
 * instance serves concurrent runs. Use it for redaction (hold back a possible entity), moderation
 * (hold back until a window is judged: `decide` may be async) or output limits (consume past the
 * limit with `text: ''`).
 *
 * @example
 * const holdBack = new TextHoldBack({
 *   // release all but a trailing partial word, upper-cased
 *   decide: ({ pending, final }) => {
 *     const cut = final ? pending.length : pending.lastIndexOf(' ') + 1;
 *     return { consume: cut, text: pending.slice(0, cut).toUpperCase() };
 *   },
 * });
 * const processor = {
 *   id: 'shout',
 *   processOutputStream: ({ part, state }) => holdBack.process(part, state),
 * };
 */
export class TextHoldBack<TState extends object = Record<string, unknown>> {
  readonly #decide: TextHoldBackDecide<TState>;
  readonly #stateKey: string;
  readonly #contextChars: number;
  readonly #text: boolean;
  readonly #reasoning: boolean;
  readonly #flushOn: ReadonlySet<string>;

  constructor(options: TextHoldBackOptions<TState>) {
    this.#decide = options.decide;
    this.#stateKey = options.stateKey ?? 'sluice.textHoldBack';
    this.#contextChars = Math.max(0, Math.floor(options.contextChars ?? 0));
    const channels = new Set(options.channels ?? ['text']);
    this.#text = channels.has('text');
    this.#reasoning = channels.has('reasoning');
    this.#flushOn = new Set(options.flushOn ?? DEFAULT_FLUSH_ON);
  }

  /**
   * Handles one chunk: returns the chunks to emit, in order (possibly none while text is held
   * back). Return the result from `processOutputStream`.
   */
  process(chunk: ChunkType, state: TState): MaybePromise<ChunkType[]> {
    const known = chunk as KnownChunk;
    switch (known.type) {
      case 'text-delta':
      case 'reasoning-delta': {
        const channel = known.type === 'text-delta' ? 'text' : 'reasoning';
        if (!(channel === 'text' ? this.#text : this.#reasoning)) return [chunk];
        const hold = this.#state(state);
        const id = known.payload.id;
        let block = hold.last;
        if (block === undefined || block.id !== id || block.channel !== channel) {
          block = this.#block(hold.blocks, channel, id, known);
          hold.last = block;
        }
        block.pending += known.payload.text;
        block.latest = known;
        return this.#release(block, false, state);
      }
      case 'text-end':
      case 'reasoning-end': {
        const channel = known.type === 'text-end' ? 'text' : 'reasoning';
        const key = blockKey(channel, known.payload.id);
        const hold = this.#state(state);
        const block = hold.blocks.get(key);
        if (block === undefined) return [chunk];
        hold.blocks.delete(key);
        if (hold.last === block) hold.last = undefined;
        return then(this.#release(block, true, state), (out) => [...out, chunk]);
      }
      default:
        if (!this.#flushOn.has(chunk.type)) return [chunk];
        return then(this.flush(state), (out) => [...out, chunk]);
    }
  }

  /**
   * Releases every pending block now (through `decide` with `final: true`), in the order the
   * blocks started, and forgets them. Returns the `*-delta` chunks to emit.
   */
  flush(state: TState): MaybePromise<ChunkType[]> {
    const hold = this.#state(state);
    const blocks = [...hold.blocks.values()];
    hold.blocks.clear();
    hold.last = undefined;
    let out: MaybePromise<ChunkType[]> = [];
    for (const block of blocks) {
      out = then(out, (done) => then(this.#release(block, true, state), (more) => [...done, ...more]));
    }
    return out;
  }

  /** How many original characters are held back right now, across blocks (for tests and metrics). */
  pendingLength(state: TState): number {
    let total = 0;
    for (const block of this.#blocks(state).values()) total += block.pending.length;
    return total;
  }

  #blocks(state: TState): Map<string, Block> {
    return this.#state(state).blocks;
  }

  #state(state: TState): HoldBackState {
    const bag = state as Record<string, unknown>;
    const existing = bag[this.#stateKey] as HoldBackState | undefined;
    if (existing !== undefined) return existing;
    const created: HoldBackState = { blocks: new Map(), last: undefined };
    bag[this.#stateKey] = created;
    return created;
  }

  #block(blocks: Map<string, Block>, channel: TextChannel, id: string, chunk: KnownChunk): Block {
    const key = blockKey(channel, id);
    let block = blocks.get(key);
    if (block === undefined) {
      block = { channel, id, pending: '', before: '', latest: chunk };
      blocks.set(key, block);
    }
    return block;
  }

  #release(block: Block, final: boolean, state: TState): MaybePromise<ChunkType[]> {
    if (block.pending === '' && !final) return [];
    const input: TextHoldBackInput = {
      pending: block.pending,
      before: block.before,
      final,
      id: block.id,
      channel: block.channel,
    };
    const decision = this.#decide(input, state);
    // a synchronous decision is applied without a closure (the common case, once per delta)
    if (!isPromiseLike(decision)) return this.#apply(block, input, decision);
    return decision.then((resolved) => this.#apply(block, input, resolved));
  }

  #apply(block: Block, input: TextHoldBackInput, decision: TextHoldBackDecision): ChunkType[] {
    // holding everything back: nothing to slice, nothing to emit
    if (decision === 0 && !input.final) return [];
    const consume = consumeOf(decision, input);
    const text =
      typeof decision === 'number' || decision.text === undefined ? input.pending.slice(0, consume) : decision.text;
    if (consume > 0) {
      const pending = block.pending;
      block.pending = pending.slice(consume);
      // the consumed text is only needed as lookbehind
      if (this.#contextChars > 0) {
        block.before = (block.before + pending.slice(0, consume)).slice(-this.#contextChars);
      }
    }
    if (text === '') return [];
    return [deltaChunk(block, text)];
  }
}

function blockKey(channel: TextChannel, id: string): string {
  return `${channel}\u0000${id}`;
}

/** How many pending characters a decision consumes (all of them when the block ends). */
function consumeOf(decision: TextHoldBackDecision, input: TextHoldBackInput): number {
  const requested = typeof decision === 'number' ? decision : decision.consume;
  if (!Number.isInteger(requested) || requested < 0) {
    throw new TextHoldBackError(`decide() must return a whole number of characters >= 0, got ${String(requested)}`);
  }
  return input.final ? input.pending.length : Math.min(requested, input.pending.length);
}

function deltaChunk(block: Block, text: string): ChunkType {
  const { runId, from } = block.latest;
  return block.channel === 'text'
    ? { type: 'text-delta', runId, from, payload: { id: block.id, text } }
    : { type: 'reasoning-delta', runId, from, payload: { id: block.id, text } };
}
