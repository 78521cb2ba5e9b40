import type {
  CachedLLMStepChunk,
  Processor,
  ProcessLLMRequestArgs,
  ProcessLLMRequestResult,
  ProcessLLMResponseArgs,
  ProcessOutputStreamArgs,
  ProcessOutputStreamResult,
  StepOutcome,
} from '@sluice/core';
import { decodeCacheEntry, encodeCacheEntry, type CacheEntry } from './cache-entry.js';
import { cloneJson } from './clone-json.js';
import { EntryStore } from './entry-store.js';
import { readCacheControl } from './cache-control.js';
import type { CacheEvent, CacheMissReason } from './cache-event.js';
import { computeCacheKey } from './cache-key.js';
import { resolveCacheScope } from './cache-scope.js';
import type { CacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import {
  parseResponseCacheOptions,
  type ResolvedResponseCacheOptions,
  type ResponseCacheOptions,
} from './options.js';
import { SingleFlight, waitForFlight, type Flight } from './single-flight.js';
import { sleep } from './sleep.js';
import { utf8ByteLength } from './utf8-byte-length.js';

/** Chunk types that mark a response as failed: such a response is never stored. */
const UNSAFE_CHUNK_TYPES = new Set(['error', 'abort', 'tripwire']);

/** One model call between `processLLMRequest` and `processLLMResponse`. */
interface PendingCall {
  key: string;
  hit: boolean;
  flight: Flight | undefined;
  detachAbort: () => void;
}

/** What `ResponseCache` keeps in its per-request processor state. */
export interface ResponseCacheState {
  /** The call in progress (set by `processLLMRequest`, taken by `processLLMResponse`). */
  current?: PendingCall | undefined;
  /** True while the step's chunks are a replay (paces them in `processOutputStream`). */
  replaying?: boolean;
}

/** A response serialized when its step finished, stored once the step is accepted. */
interface Snapshot {
  value: string;
  chunks: number;
}

/**
 * Answers identical model calls from a cache. On `processLLMRequest` it hashes the call (model,
 * final prompt, tools, tool choice, settings, output schema, scope) and replays a stored response;
 * on `processLLMResponse` it stores the live response once the run accepted the step (never errors,
 * tripwires, aborted or retried steps). Entries are scoped per resource id by default; concurrent
 * identical misses make a single model call (single-flight). Add it to `inputProcessors`; add the
 * same instance to `outputProcessors` too only for `replayDelay` pacing.
 *
 * @example
 * const cache = new ResponseCache({ ttl: 10 * 60_000 });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [cache] });
 * await agent.generate('What are your opening hours?', { memory: { thread: 't1', resource: 'user-42' } });
 */
export class ResponseCache implements Processor<string, ResponseCacheState> {
  readonly id: string;
  readonly name = 'Response cache';
  readonly description = 'Replays identical model calls from a scoped cache (memory or Redis).';
  readonly #options: ResolvedResponseCacheOptions;
  readonly #store: CacheStore;
  readonly #clock: { now(): number };
  readonly #flights = new SingleFlight();
  readonly #pending = new Set<Promise<void>>();
  readonly #entries: EntryStore;

  constructor(options: ResponseCacheOptions = {}) {
    this.#options = parseResponseCacheOptions(options);
    this.id = this.#options.id;
    this.#store = this.#options.store ?? new MemoryCacheStore();
    this.#clock = this.#options.clock ?? Date;
    this.#entries = new EntryStore({
      store: this.#store,
      clock: this.#clock,
      emit: (event) => {
        this.#emit(event);
      },
      warn: this.#options.warn ?? ((message: string) => { console.warn(message); }),
      subject: `[processor ${this.id}] cache store`,
    });
  }

  /** The store entries are kept in. */
  get store(): CacheStore {
    return this.#store;
  }

  /** Resolves when every pending write (waiting for its step's outcome) has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }

  async processLLMRequest(
    args: ProcessLLMRequestArgs<ResponseCacheState>,
  ): Promise<ProcessLLMRequestResult> {
    const { state, requestContext } = args;
    this.#abandon(state);
    state.replaying = false;
    const control = readCacheControl(requestContext);
    if (control.bypass === true) {
      this.#emit({ type: 'skip', reason: 'bypass' });
      return;
    }
    let key: string;
    try {
      const scope = await resolveCacheScope(this.#options.scope, requestContext, args.messageList);
      if (scope === undefined) {
        this.#emit({ type: 'skip', reason: 'no-scope' });
        return;
      }
      key = await computeCacheKey({ model: args.model, prompt: args.prompt, callOptions: args.callOptions, scope });
    } catch (error) {
      this.#emit({ type: 'error', operation: 'key', error });
      this.#emit({ type: 'skip', reason: 'key-error' });
      return;
    }
    if (control.bust === true) {
      await this.#entries.delete(key);
      this.#miss(state, key, 'bust', undefined, args.abortSignal);
      return;
    }
    const lookup = await this.#entries.lookup(key);
    if ('entry' in lookup) return this.#hit(state, key, lookup.entry, 'store');
    if (!this.#options.singleFlight) {
      this.#miss(state, key, lookup.reason, undefined, args.abortSignal);
      return;
    }
    const running = this.#flights.get(key);
    if (running !== undefined && running.owner !== state) {
      this.#emit({ type: 'wait', key });
      const value = await waitForFlight(running, this.#options.singleFlightTimeout, args.abortSignal);
      const shared = value === undefined ? undefined : decodeCacheEntry(value);
      if (typeof shared === 'object') return this.#hit(state, key, shared, 'single-flight');
      this.#miss(state, key, 'single-flight-fallback', undefined, args.abortSignal);
      return;
    }
    this.#miss(state, key, lookup.reason, this.#flights.lead(key, state), args.abortSignal);
    return;
  }

  processLLMResponse(args: ProcessLLMResponseArgs<ResponseCacheState>): void {
    const { state } = args;
    const call = state.current;
    state.current = undefined;
    state.replaying = false;
    if (call === undefined || call.hit) return;
    // From here the step outcome decides (an abort resolves it as 'aborted'); the run's signal is
    // also aborted as cleanup once the run settled, which must not release the waiters early.
    call.detachAbort();
    if (args.fromCache) {
      // Another processor answered this call: nothing live to store, release any waiters.
      call.flight?.settle(undefined);
      return;
    }
    const snapshot = this.#snapshot(args.chunks, args.warnings, args.model);
    const write = this.#finish(call, snapshot, args.stepOutcome);
    this.#pending.add(write);
    void write.finally(() => this.#pending.delete(write));
  }

  /** Paces replayed deltas by `replayDelay` ms when this instance is also an output processor. */
  processOutputStream(
    args: ProcessOutputStreamArgs<ResponseCacheState>,
  ): ProcessOutputStreamResult | Promise<ProcessOutputStreamResult> {
    const { part, state } = args;
    const delay = this.#options.replayDelay;
    if (delay > 0 && state.replaying === true && (part.type === 'text-delta' || part.type === 'reasoning-delta')) {
      return sleep(delay, args.abortSignal).then(() => part);
    }
    // Synchronous pass-through: no promise per chunk when not pacing.
    return part;
  }

  #hit(state: ResponseCacheState, key: string, entry: CacheEntry, source: 'store' | 'single-flight'): ProcessLLMRequestResult {
    state.current = { key, hit: true, flight: undefined, detachAbort: noop };
    state.replaying = true;
    this.#emit({ type: 'hit', key, source, chunks: entry.chunks.length });
    // A fresh copy per hit: the loop and output processors may edit chunks in place.
    return { response: { chunks: cloneJson(entry.chunks), warnings: cloneJson(entry.warnings) } };
  }

  #miss(
    state: ResponseCacheState,
    key: string,
    reason: CacheMissReason,
    flight: Flight | undefined,
    signal: AbortSignal,
  ): void {
    let detachAbort = noop;
    if (flight !== undefined) {
      const onAbort = () => { flight.settle(undefined); };
      signal.addEventListener('abort', onAbort, { once: true });
      detachAbort = () => { signal.removeEventListener('abort', onAbort); };
    }
    state.current = { key, hit: false, flight, detachAbort };
    this.#emit({ type: 'miss', key, reason, leader: flight !== undefined });
  }

  /** A call that never reached `processLLMResponse` (provider error, retry): release its waiters. */
  #abandon(state: ResponseCacheState): void {
    const call = state.current;
    if (call === undefined) return;
    state.current = undefined;
    call.detachAbort();
    call.flight?.settle(undefined);
  }

  #snapshot(
    chunks: CachedLLMStepChunk[],
    warnings: unknown[],
    model: { provider: string; modelId: string },
  ): Snapshot | undefined {
    if (chunks.some((chunk) => UNSAFE_CHUNK_TYPES.has(chunk.type))) return undefined;
    const now = this.#clock.now();
    try {
      const value = encodeCacheEntry({
        v: 1,
        createdAt: now,
        expiresAt: now + this.#options.ttl,
        provider: model.provider,
        modelId: model.modelId,
        chunks,
        warnings,
      });
      return { value, chunks: chunks.length };
    } catch {
      return undefined;
    }
  }

  async #finish(
    call: PendingCall,
    snapshot: Snapshot | undefined,
    stepOutcome: Promise<StepOutcome>,
  ): Promise<void> {
    let outcome: StepOutcome;
    try {
      outcome = await stepOutcome;
    } catch {
      outcome = 'error';
    }
    if (outcome !== 'accepted' || snapshot === undefined) {
      call.flight?.settle(undefined);
      const reason = outcome === 'accepted' ? 'unsafe-chunks' : 'not-accepted';
      this.#emit({ type: 'skip', reason, key: call.key });
      return;
    }
    const { value, chunks } = snapshot;
    call.flight?.settle(value);
    const bytes = utf8ByteLength(value);
    if (bytes > this.#options.maxEntryBytes) {
      this.#emit({ type: 'skip', reason: 'too-large', key: call.key });
      return;
    }
    await this.#entries.write(call.key, value, this.#options.ttl, bytes, chunks);
  }

  #emit(event: CacheEvent): void {
    try {
      this.#options.onEvent?.(event);
    } catch {
      // Metrics callbacks must not fail the run.
    }
  }
}

function noop(): void {
  // Nothing to detach.
}
