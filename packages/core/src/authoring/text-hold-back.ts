import type { MaybePromise } from '../processors/processor.js';
import type { ChunkType, KnownChunk } from '../contract/chunk-type.js';
import { TextHoldBackError } from './text-hold-back-error.js';
import { releasedPieces } from './text-hold-back-pieces.js';
import type {
  TextChannel,
  TextHoldBackDecide,
  TextHoldBackDecision,
  TextHoldBackInput,
  TextHoldBackOptions,
} from './text-hold-back-options.js';

export type { TextChannel, TextHoldBackDecide, TextHoldBackDecision, TextHoldBackInput, TextHoldBackOptions };

/** One text block inside a joined text. */
interface Segment {
  id: string;
  /** Original text of this block not yet released. */
  pending: string;
  /** True once the block's `*-end` arrived. */
  ended: boolean;
  /**
   * Chunks held until this block's text is all released: its `*-end`, then the `*-start` of the
   * block joined after it.
   */
  trailer: ChunkType[];
  /**
   * The block's latest delta: released text takes its `runId` and `from`. A reference, read only
   * when a delta is emitted (chunks are not mutated once handed on), instead of two fields copied
   * on every delta: on a held-back stream most deltas emit nothing.
   */
  latest: KnownChunk;
  group: Group;
}

/** What `decide` judges as one text: one block, or consecutive blocks of a channel joined. */
interface Group {
  channel: TextChannel;
  /** The first block's id (what `decide` sees as `id`). */
  id: string;
  /** Blocks with text or chunks still held, in stream order (only the last may be open). */
  segments: Segment[];
  before: string;
  /** Original characters consumed so far (what `decide` sees as `released`). */
  released: number;
  /** True when its last block ended and the next block of the channel joins it. */
  awaiting: boolean;
}

interface HoldBackState {
  /** The open block of each `channel\0id`. */
  blocks: Map<string, Segment>;
  /** Texts with something pending or held, in the order they started. */
  groups: Group[];
  /** The block the last delta went to (streams send many deltas in a row to one block). */
  last: Segment | undefined;
  /** How many groups are awaiting a next block (0 on the hot path). */
  awaiting: number;
}

/** The channel and role of a text chunk. */
interface TextRole {
  readonly channel: TextChannel;
  readonly role: 'start' | 'delta' | 'end';
}

// One shared role per text chunk type: read on every chunk, so never allocated per chunk.
const TEXT_START: TextRole = { channel: 'text', role: 'start' };
const TEXT_DELTA: TextRole = { channel: 'text', role: 'delta' };
const TEXT_END: TextRole = { channel: 'text', role: 'end' };
const REASONING_START: TextRole = { channel: 'reasoning', role: 'start' };
const REASONING_DELTA: TextRole = { channel: 'reasoning', role: 'delta' };
const REASONING_END: TextRole = { channel: 'reasoning', role: 'end' };

/** The channel and role of a text chunk type, or undefined for other chunks. */
function textRole(type: string): TextRole | undefined {
  switch (type) {
    case 'text-start':
      return TEXT_START;
    case 'text-delta':
      return TEXT_DELTA;
    case 'text-end':
      return TEXT_END;
    case 'reasoning-start':
      return REASONING_START;
    case 'reasoning-delta':
      return REASONING_DELTA;
    case 'reasoning-end':
      return REASONING_END;
    default:
      return undefined;
  }
}

function isPromiseLike<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

function then<T, U>(value: MaybePromise<T>, next: (resolved: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromiseLike(value) ? value.then(next) : next(value);
}

function concat(first: MaybePromise<ChunkType[]>, rest: () => MaybePromise<ChunkType[]>): MaybePromise<ChunkType[]> {
  return then(first, (done) => then(rest(), (more) => (done.length === 0 ? more : [...done, ...more])));
}

const DEFAULT_FLUSH_ON = ['model-response-end', 'step-finish', 'finish', 'error', 'abort', 'tripwire'];

/**
 * Streaming text hold-back for `processOutputStream`: buffers `text-delta` chunks per text block,
 * joining consecutive blocks of a channel into one text (`joinBlocks`, on for text by default),
 * asks the processor how much of the pending text is safe to release (and what to release in its
 * place), and emits that as `text-delta` chunks reusing the id, `runId` and `from` of the block's
 * chunks. Nothing is released before `decide` saw it. Everything still pending is released
 * (through `decide` with `final: true`) before the text's last `text-end` is passed on, and before
 * `model-response-end` / `step-finish` / `finish` / `error` / `abort` / `tripwire`, so no text is
 * lost and order is kept. Its buffers live in the processor's per-request `state`, so one
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
  readonly #channels: ReadonlySet<TextChannel>;
  readonly #join: ReadonlySet<TextChannel>;
  readonly #flushOn: ReadonlySet<string>;
  readonly #minPending: ((released: number) => number) | undefined;

  constructor(options: TextHoldBackOptions<TState>) {
    this.#decide = options.decide;
    this.#stateKey = options.stateKey ?? 'sluice.textHoldBack';
    this.#contextChars = Math.max(0, Math.floor(options.contextChars ?? 0));
    this.#channels = new Set(options.channels ?? ['text']);
    this.#join = new Set(options.joinBlocks ?? ['text']);
    this.#flushOn = new Set(options.flushOn ?? DEFAULT_FLUSH_ON);
    const minPending = options.minPending;
    this.#minPending = typeof minPending === 'number' ? () => minPending : minPending;
  }

  /**
   * Handles one chunk: returns the chunks to emit, in order (possibly none while text is held
   * back). Return the result from `processOutputStream`.
   */
  process(chunk: ChunkType, state: TState): MaybePromise<ChunkType[]> {
    const hold = (state as Record<string, unknown>)[this.#stateKey] as HoldBackState | undefined;
    if (hold !== undefined) {
      // the hot path: one more delta of the block the last one went to
      const last = hold.last;
      if (last !== undefined && hold.awaiting === 0 && chunk.type === (last.group.channel === 'text' ? 'text-delta' : 'reasoning-delta')) {
        const delta = chunk as KnownChunk<'text-delta'>;
        if (delta.payload.id === last.id) return this.#append(last, delta, state);
      }
      // A chunk that does not continue an awaiting text ends it first.
      if (hold.awaiting > 0) {
        const continues = this.#continues(hold, chunk);
        if (hold.awaiting > (continues === undefined ? 0 : 1)) {
          return concat(this.#endAwaiting(hold, continues, state), () => this.#handle(chunk, state));
        }
      }
    }
    return this.#handle(chunk, state);
  }

  /**
   * Releases every pending text now (through `decide` with `final: true`), in the order the texts
   * started, with the `*-end` chunks held for them, and forgets them. Returns the chunks to emit.
   */
  flush(state: TState): MaybePromise<ChunkType[]> {
    const hold = this.#state(state);
    const groups = [...hold.groups];
    hold.groups = [];
    hold.blocks.clear();
    hold.last = undefined;
    hold.awaiting = 0;
    let out: MaybePromise<ChunkType[]> = [];
    for (const group of groups) out = concat(out, () => this.#release(group, true, state));
    return out;
  }

  /** How many original characters are held back right now, across blocks (for tests and metrics). */
  pendingLength(state: TState): number {
    let total = 0;
    for (const group of this.#state(state).groups) for (const segment of group.segments) total += segment.pending.length;
    return total;
  }

  #handle(chunk: ChunkType, state: TState): MaybePromise<ChunkType[]> {
    const known = chunk as KnownChunk;
    const role = textRole(known.type);
    if (role === undefined) {
      if (!this.#flushOn.has(chunk.type)) return [chunk];
      return concat(this.flush(state), () => [chunk]);
    }
    const { channel } = role;
    if (!this.#channels.has(channel)) return [chunk];
    const id = (known as KnownChunk<'text-delta'>).payload.id;
    if (role.role === 'delta') {
      const hold = this.#state(state);
      let segment = hold.last;
      if (segment === undefined || segment.id !== id || segment.group.channel !== channel) {
        segment = this.#segment(hold, channel, id, known);
        hold.last = segment;
      }
      return this.#append(segment, known as KnownChunk<'text-delta'>, state);
    }
    const hold = (state as Record<string, unknown>)[this.#stateKey] as HoldBackState | undefined;
    if (hold === undefined) return [chunk];
    if (role.role === 'start') {
      const group = awaitingGroup(hold, channel);
      if (group === undefined) return [chunk];
      const previous = group.segments.at(-1);
      this.#segment(hold, channel, id, known);
      // Behind the previous block's held `*-end`, or straight on when that block is all released.
      if (previous === undefined) return [chunk];
      previous.trailer.push(chunk);
      return [];
    }
    const key = blockKey(channel, id);
    const segment = hold.blocks.get(key);
    if (segment === undefined) return [chunk];
    hold.blocks.delete(key);
    if (hold.last === segment) hold.last = undefined;
    segment.ended = true;
    segment.trailer.push(chunk);
    const group = segment.group;
    if (!this.#join.has(channel)) return this.#end(hold, group, state);
    group.awaiting = true;
    hold.awaiting++;
    return drainReleased(group);
  }

  /** The channel a chunk continues an awaiting text of (a block start or a new block's delta), if any. */
  #continues(hold: HoldBackState, chunk: ChunkType): TextChannel | undefined {
    const role = textRole(chunk.type);
    if (role === undefined || role.role === 'end' || awaitingGroup(hold, role.channel) === undefined) return undefined;
    if (role.role === 'start') return role.channel;
    const id = (chunk as KnownChunk<'text-delta'>).payload.id;
    return hold.blocks.has(blockKey(role.channel, id)) ? undefined : role.channel;
  }

  /** Ends every awaiting text except that of `keep`'s channel. */
  #endAwaiting(hold: HoldBackState, keep: TextChannel | undefined, state: TState): MaybePromise<ChunkType[]> {
    let out: MaybePromise<ChunkType[]> = [];
    for (const group of [...hold.groups]) {
      if (group.awaiting && group.channel !== keep) out = concat(out, () => this.#end(hold, group, state));
    }
    return out;
  }

  /** Releases a text whole and forgets it. */
  #end(hold: HoldBackState, group: Group, state: TState): MaybePromise<ChunkType[]> {
    hold.groups = hold.groups.filter((g) => g !== group);
    if (group.awaiting) hold.awaiting--;
    group.awaiting = false;
    const open = group.segments.at(-1);
    if (open !== undefined && !open.ended) {
      hold.blocks.delete(blockKey(group.channel, open.id));
      if (hold.last === open) hold.last = undefined;
    }
    return this.#release(group, true, state);
  }

  #state(state: TState): HoldBackState {
    const bag = state as Record<string, unknown>;
    const existing = bag[this.#stateKey] as HoldBackState | undefined;
    if (existing !== undefined) return existing;
    const created: HoldBackState = { blocks: new Map(), groups: [], last: undefined, awaiting: 0 };
    bag[this.#stateKey] = created;
    return created;
  }

  /** The open block `id` of `channel`, created on first use: joined to an awaiting text of the channel, else a new text. */
  #segment(hold: HoldBackState, channel: TextChannel, id: string, chunk: KnownChunk): Segment {
    const key = blockKey(channel, id);
    const existing = hold.blocks.get(key);
    if (existing !== undefined) return existing;
    let group = awaitingGroup(hold, channel);
    if (group === undefined) {
      group = { channel, id, segments: [], before: '', released: 0, awaiting: false };
      hold.groups.push(group);
    } else {
      group.awaiting = false;
      hold.awaiting--;
    }
    const segment: Segment = { id, pending: '', ended: false, trailer: [], latest: chunk, group };
    group.segments.push(segment);
    hold.blocks.set(key, segment);
    return segment;
  }

  /** Adds a delta's text to its open block and asks `decide` about the block's text. */
  #append(segment: Segment, delta: KnownChunk<'text-delta'>, state: TState): MaybePromise<ChunkType[]> {
    segment.pending += delta.payload.text;
    segment.latest = delta;
    const group = segment.group;
    // below the processor's `minPending` nothing would be released: no `decide` call, no input object
    if (this.#minPending !== undefined && group.segments.length === 1 && segment.pending.length < this.#minPending(group.released)) return [];
    return this.#release(group, false, state);
  }

  #release(group: Group, final: boolean, state: TState): MaybePromise<ChunkType[]> {
    const segments = group.segments;
    const pending = segments.length === 1 ? (segments[0] as Segment).pending : segments.map((s) => s.pending).join('');
    if (pending === '' && !final) return [];
    const input: TextHoldBackInput = { pending, before: group.before, released: group.released, final, id: group.id, channel: group.channel };
    const decision = this.#decide(input, state);
    // a synchronous decision is applied without a closure (the common case, once per delta)
    if (!isPromiseLike(decision)) return this.#apply(group, input, decision);
    return decision.then((resolved) => this.#apply(group, input, resolved));
  }

  #apply(group: Group, input: TextHoldBackInput, decision: TextHoldBackDecision): ChunkType[] {
    // holding everything back: nothing to slice, nothing to emit
    if (decision === 0 && !input.final) return [];
    const consume = consumeOf(decision, input);
    const consumed = input.pending.slice(0, consume);
    const text = typeof decision === 'number' || decision.text === undefined ? consumed : decision.text;
    const segments = group.segments;
    group.released += consume;
    if (consume > 0 && this.#contextChars > 0) group.before = lookbehind(group.before, consumed, this.#contextChars);
    const only = segments.length === 1 ? (segments[0] as Segment) : undefined;
    if (only !== undefined && !only.ended) {
      // one open block (the hot path): no mapping, nothing held behind it
      if (consume > 0) only.pending = only.pending.slice(consume);
      return text === '' ? [] : [deltaChunk(only, group.channel, text)];
    }
    const pieces = releasedPieces(segments.map((s) => s.pending.length), consumed, text);
    let left = consume;
    for (const segment of segments) {
      if (left === 0) break;
      const take = Math.min(left, segment.pending.length);
      segment.pending = segment.pending.slice(take);
      left -= take;
    }
    const out: ChunkType[] = [];
    let next = 0;
    let done = 0;
    for (; done < segments.length; done++) {
      const segment = segments[done] as Segment;
      for (; next < pieces.length && pieces[next]?.[0] === done; next++) out.push(deltaChunk(segment, group.channel, pieces[next]?.[1] ?? ''));
      if (segment.pending !== '' || !segment.ended) break;
      out.push(...segment.trailer);
    }
    if (done > 0) segments.splice(0, done);
    return out;
  }
}

/** The text of `channel` waiting for a next block, if any. */
function awaitingGroup(hold: HoldBackState, channel: TextChannel): Group | undefined {
  if (hold.awaiting === 0) return undefined;
  for (const group of hold.groups) if (group.awaiting && group.channel === channel) return group;
  return undefined;
}

/** The held chunks of a text's leading blocks that are all released and ended (removed from it). */
function drainReleased(group: Group): ChunkType[] {
  const out: ChunkType[] = [];
  let done = 0;
  for (const segment of group.segments) {
    if (segment.pending !== '' || !segment.ended) break;
    out.push(...segment.trailer);
    done++;
  }
  if (done > 0) group.segments.splice(0, done);
  return out;
}

/**
 * The last `chars` characters of `before + consumed`. A release longer than the lookbehind is
 * sliced alone: concatenating first would copy the whole released window (thousands of
 * characters) into a new string on every release, to keep a hundred of them.
 */
function lookbehind(before: string, consumed: string, chars: number): string {
  return consumed.length >= chars ? consumed.slice(-chars) : (before + consumed).slice(-chars);
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

function deltaChunk(segment: Segment, channel: TextChannel, text: string): ChunkType {
  const { runId, from } = segment.latest;
  return channel === 'text'
    ? { type: 'text-delta', runId, from, payload: { id: segment.id, text } }
    : { type: 'reasoning-delta', runId, from, payload: { id: segment.id, text } };
}
