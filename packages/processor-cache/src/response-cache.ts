import type {
  CachedLLMStepChunk,
  ChunkType,
  StepResult,
  Processor,
  ProcessLLMRequestArgs,
  ProcessLLMRequestResult,
  ProcessLLMResponseArgs,
  ProcessAPIErrorArgs,
  ProcessOutputStreamArgs,
  ProcessOutputStreamResult,
  StepOutcome,
} from '@sluice/core';
import { cloneJson } from '@sluice/core';
import { decodeCacheEntry, isRejection, originMismatch, REPLAYABLE_CHUNK_TYPES, type CacheEntry, type CacheEntryOrigin } from './cache-entry.js';
import { EntryStore } from './entry-store.js';
import { readCacheControl } from './cache-control.js';
import type { CacheEvent, CacheMissReason } from './cache-event.js';
import { computeCacheKey, computeToolsFingerprint } from './cache-key.js';
import { resolveCacheScope } from './cache-scope.js';
import type { CacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import {
  parseResponseCacheOptions,
  type ResolvedResponseCacheOptions,
  type ResponseCacheOptions,
} from './options.js';
import { sharedFlightsOf, type SharedFlights, type SharedLease } from './shared-flight.js';
import { resolveSharedMiss } from './shared-miss.js';
import { SingleFlight, waitForFlight, type Flight } from './single-flight.js';
import { sleep } from './sleep.js';
import { snapshotResponse, type Snapshot } from './snapshot.js';
import { utf8ByteLength } from './utf8-byte-length.js';

/** One model call between `processLLMRequest` and `processLLMResponse`. */
interface PendingCall {
  key: string;
  /** Fingerprint of the call's tool set, written into its entry. */
  tools: string;
  hit: boolean;
  flight: Flight | undefined;
  /** The cross-process lease this call holds (store with shared flights), if any. */
  lease: SharedLease | undefined;
  detachAbort: () => void;
  /**
   * The step's chunks as they left the output processors before this instance (recorded by
   * `processOutputStream` when the instance is also an output processor; `storedOutput: 'accepted'`).
   */
  output?: CachedLLMStepChunk[] | undefined;
  /** True once the model response's end marker passed this instance (the output is complete). */
  outputComplete?: boolean;
}

/** What `ResponseCache` keeps in its per-request processor state. */
export interface ResponseCacheState {
  /** The call in progress (set by `processLLMRequest`, taken by `processLLMResponse`). */
  current?: PendingCall | undefined;
  /** True while the step's chunks are a replay (paces them in `processOutputStream`). */
  replaying?: boolean;
}

/**
 * Answers identical model calls from a cache. On `processLLMRequest` it hashes the call (model,
 * final prompt, tools, tool choice, settings, output schema, scope) and replays a stored response;
 * on `processLLMResponse` it stores the live response once the run accepted the step (never errors,
 * tripwires, aborted or retried steps). Entries are scoped per resource id by default; concurrent
 * identical misses make a single model call (single-flight), across processes too when the store
 * supports it (`RedisCacheStore`: a fenced lease per key). Add it to `inputProcessors`, and the
 * same instance last in `outputProcessors`: with `storedOutput: 'accepted'` (the default) it stores
 * the answer the client received after the output processors before it (PII redaction,
 * moderation), never the model's raw answer when an output processor changed it.
 *
 * @example
 * const cache = new ResponseCache({ ttl: 10 * 60_000 });
 * const agent = new Agent({ id: 'support', model, inputProcessors: [pii, cache], outputProcessors: [pii, cache] });
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
  readonly #warned = new Set<string>();
  readonly #pending = new Set<Promise<void>>();
  readonly #entries: EntryStore;
  /** The store's cross-process single-flight, used when `singleFlight` is on. */
  readonly #shared: SharedFlights | undefined;

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
    this.#shared = this.#options.singleFlight ? sharedFlightsOf(this.#store) : undefined;
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
    let origin: CacheEntryOrigin;
    try {
      const scope = await resolveCacheScope(this.#options.scope, requestContext, args.messageList);
      if (scope === undefined) {
        this.#emit({ type: 'skip', reason: 'no-scope' });
        return;
      }
      const [callKey, tools] = await Promise.all([
        computeCacheKey({ model: args.model, prompt: args.prompt, callOptions: args.callOptions, scope }),
        computeToolsFingerprint(args.callOptions.tools),
      ]);
      key = callKey;
      origin = { provider: args.model.provider, modelId: args.model.modelId, tools };
    } catch (error) {
      this.#emit({ type: 'error', operation: 'key', error });
      this.#emit({ type: 'skip', reason: 'key-error' });
      return;
    }
    const request = { key, tools: origin.tools, signal: args.abortSignal };
    if (control.bust === true) {
      await this.#entries.delete(key);
      this.#miss(state, request, 'bust', undefined, undefined);
      return;
    }
    const lookup = await this.#entries.lookup(key, origin);
    // Aborted while the key or the lookup was pending: the run is gone, lead nothing.
    if (args.abortSignal.aborted) return;
    if ('entry' in lookup) return this.#hit(state, key, lookup.entry, 'store');
    if (!this.#options.singleFlight) {
      this.#miss(state, request, lookup.reason, undefined, undefined);
      return;
    }
    const running = this.#flights.get(key);
    if (running !== undefined && running.owner !== state) {
      this.#emit({ type: 'wait', key });
      const value = await waitForFlight(running, this.#options.singleFlightTimeout, args.abortSignal);
      const shared = value === undefined ? undefined : decodeCacheEntry(value);
      if (shared !== undefined && !isRejection(shared) && originMismatch(shared, origin).length === 0) {
        return this.#hit(state, key, shared, 'single-flight');
      }
      this.#miss(state, request, 'single-flight-fallback', undefined, undefined);
      return;
    }
    const timeoutMs = this.#options.singleFlightTimeout;
    // The flight's owner: released on every path that does not hand it to the pending call
    // (a throw, an abort while the lease is asked for), by its leader's abort signal, and at its deadline.
    let owned = this.#flights.lead(key, state, { maxHoldMs: timeoutMs, signal: args.abortSignal });
    try {
      const flight = owned;
      // Across processes: one lease per process and key (this flight's leader asks; a failing store skips it).
      if (this.#shared === undefined || flight === undefined || lookup.reason === 'store-error') {
        owned = undefined;
        this.#miss(state, request, lookup.reason, flight, undefined);
        return;
      }
      const shared = await resolveSharedMiss({
        flights: this.#shared,
        entries: this.#entries,
        key,
        origin,
        timeoutMs,
        signal: args.abortSignal,
        emit: (event) => {
          this.#emit(event);
        },
      });
      owned = undefined;
      if ('entry' in shared) {
        flight.settle(shared.value);
        return this.#hit(state, key, shared.entry, 'single-flight');
      }
      if ('lease' in shared) this.#miss(state, request, lookup.reason, flight, shared.lease);
      else this.#miss(state, request, shared.fallback, flight, undefined);
      return;
    } finally {
      owned?.release();
    }
  }

  /**
   * The provider rejected the call (or failed mid-stream): releases this call's single-flight
   * waiters at once, in this process and, through the lease, in others. Never asks for a retry.
   */
  processAPIError(args: ProcessAPIErrorArgs<ResponseCacheState>): undefined {
    this.#abandon(args.state);
    return undefined;
  }

  /** Number of in-process single-flights in progress (0 once every leader settled or was released). */
  get inFlight(): number {
    return this.#flights.size;
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
      this.#release(call);
      return;
    }
    let chunks = args.chunks;
    if (this.#options.storedOutput === 'accepted') {
      const accepted = this.#acceptedChunks(call, args);
      if (typeof accepted === 'string') {
        this.#release(call);
        this.#emit({ type: 'skip', reason: accepted, key: call.key });
        return;
      }
      chunks = accepted;
    }
    const snapshot = snapshotResponse(chunks, args.warnings, args.model, call.tools, this.#clock.now(), this.#options.ttl);
    this.#track(this.#finish(call, snapshot, args.stepOutcome));
  }

  /**
   * The step as the client received it: the chunks this instance recorded as an output processor
   * (what the output processors before it let through), plus the model's `finish`. When it is not
   * an output processor, the model's chunks only if core's step result (built from what left the
   * last output processor) shows the same text, reasoning and tool calls, i.e. no output processor
   * changed them. Otherwise a reason: nothing is stored rather than content the client never got.
   */
  #acceptedChunks(call: PendingCall, args: ProcessLLMResponseArgs<ResponseCacheState>): CachedLLMStepChunk[] | 'output-not-seen' | 'output-changed' {
    const step = args.steps.at(-1);
    if (call.outputComplete === true) {
      const output = call.output ?? [];
      // Core's step result holds what left the last output processor: it must match what we saw.
      if (step !== undefined && step.text !== joinedText(output, 'text-delta')) {
        this.#warnOnce(
          'output-changed',
          `[processor ${this.id}] an output processor after the cache changed the output: put the cache last in outputProcessors (nothing is stored meanwhile)`,
        );
        return 'output-changed';
      }
      return [...output, ...args.chunks.filter((chunk) => chunk.type === 'finish')];
    }
    if (step !== undefined && sameContent(args.chunks, step)) return args.chunks;
    this.#warnOnce(
      'output-not-seen',
      `[processor ${this.id}] output processors changed the answer and storedOutput is 'accepted': add the same cache instance last in outputProcessors to cache the accepted answer (nothing is stored meanwhile)`,
    );
    return 'output-not-seen';
  }

  #warnOnce(kind: string, message: string): void {
    if (this.#warned.has(kind)) return;
    this.#warned.add(kind);
    try {
      (this.#options.warn ?? ((text: string) => { console.warn(text); }))(message);
    } catch {
      // Warnings must not fail the run.
    }
  }

  /**
   * As an output processor (last in `outputProcessors`): records a live step's chunks as they reach
   * it, for `storedOutput: 'accepted'`, and paces replayed deltas by `replayDelay` ms. Every chunk
   * passes through unchanged.
   */
  processOutputStream(
    args: ProcessOutputStreamArgs<ResponseCacheState>,
  ): ProcessOutputStreamResult | Promise<ProcessOutputStreamResult> {
    const { part, state } = args;
    const call = state.current;
    if (call !== undefined && !call.hit && this.#options.storedOutput === 'accepted') record(call, part);
    const delay = this.#options.replayDelay;
    if (delay > 0 && state.replaying === true && (part.type === 'text-delta' || part.type === 'reasoning-delta')) {
      return sleep(delay, args.abortSignal).then(() => part);
    }
    // Synchronous pass-through: no promise per chunk when not pacing.
    return part;
  }

  #hit(state: ResponseCacheState, key: string, entry: CacheEntry, source: 'store' | 'single-flight'): ProcessLLMRequestResult {
    state.current = { key, tools: entry.tools, hit: true, flight: undefined, lease: undefined, detachAbort: noop };
    state.replaying = true;
    this.#emit({ type: 'hit', key, source, chunks: entry.chunks.length });
    // A fresh copy per hit: the loop and output processors may edit chunks in place.
    return { response: { chunks: cloneJson(entry.chunks), warnings: cloneJson(entry.warnings) } };
  }

  #miss(
    state: ResponseCacheState,
    request: { key: string; tools: string; signal: AbortSignal },
    reason: CacheMissReason,
    flight: Flight | undefined,
    lease: SharedLease | undefined,
  ): void {
    const { key, tools, signal } = request;
    const call: PendingCall = { key, tools, hit: false, flight, lease, detachAbort: noop };
    state.current = call;
    this.#emit({ type: 'miss', key, reason, leader: flight !== undefined });
    if (flight === undefined && lease === undefined) return;
    const onAbort = () => { this.#release(call); };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    call.detachAbort = () => {
      signal.removeEventListener('abort', onAbort);
      flight?.detachSignal();
    };
  }

  /** Releases the call's waiters without an answer: in this process, and in others through the lease. */
  #release(call: PendingCall): void {
    call.flight?.settle(undefined);
    if (call.lease !== undefined) this.#track(this.#entries.abandon(call.lease, call.key));
  }

  /** Keeps `work` in the pending set until it settles (`idle()` waits for it). */
  #track(work: Promise<void>): void {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** A call that never reached `processLLMResponse` (provider error, retry): release its waiters. */
  #abandon(state: ResponseCacheState): void {
    const call = state.current;
    if (call === undefined) return;
    state.current = undefined;
    call.detachAbort();
    this.#release(call);
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
      this.#release(call);
      const reason = outcome === 'accepted' ? 'unsafe-chunks' : 'not-accepted';
      this.#emit({ type: 'skip', reason, key: call.key });
      return;
    }
    const { value, chunks } = snapshot;
    call.flight?.settle(value);
    const bytes = utf8ByteLength(value);
    if (bytes > this.#options.maxEntryBytes) {
      // Not stored: other processes' waiters take over (each makes its own call).
      if (call.lease !== undefined) await this.#entries.abandon(call.lease, call.key);
      this.#emit({ type: 'skip', reason: 'too-large', key: call.key });
      return;
    }
    if (call.lease === undefined) await this.#entries.write(call.key, value, this.#options.ttl, bytes, chunks);
    else await this.#entries.commit(call.lease, call.key, value, this.#options.ttl, bytes, chunks);
  }

  #emit(event: CacheEvent): void {
    try {
      this.#options.onEvent?.(event);
    } catch {
      // Metrics callbacks must not fail the run.
    }
  }
}

/** Records a chunk leaving the output processors before this instance, for `storedOutput: 'accepted'`. */
function record(call: PendingCall, part: ChunkType): void {
  if (part.type === 'model-response-end') {
    call.outputComplete = true;
    return;
  }
  // Content only: control chunks are core's, data-* chunks are re-emitted by their processors on a replay.
  if (!REPLAYABLE_CHUNK_TYPES.has(part.type) || part.type === 'finish') return;
  call.output ??= [];
  call.output.push({ type: part.type, payload: (part as { payload: unknown }).payload } as CachedLLMStepChunk);
}

function joinedText(chunks: readonly CachedLLMStepChunk[], type: 'text-delta' | 'reasoning-delta'): string {
  let text = '';
  for (const chunk of chunks) if (chunk.type === type) text += chunk.payload.text;
  return text;
}

/** True when the model's chunks carry the text, reasoning and tool calls of the step result (no output processor changed them). */
function sameContent(chunks: readonly CachedLLMStepChunk[], step: StepResult): boolean {
  if (step.text !== joinedText(chunks, 'text-delta')) return false;
  if ((step.reasoningText ?? '') !== joinedText(chunks, 'reasoning-delta')) return false;
  const calls: unknown[] = [];
  for (const chunk of chunks) {
    if (chunk.type === 'tool-call') calls.push([chunk.payload.toolCallId, chunk.payload.toolName, chunk.payload.args]);
  }
  const seen = step.toolCalls.map((call) => [call.toolCallId, call.toolName, call.args]);
  try {
    return JSON.stringify(calls) === JSON.stringify(seen);
  } catch {
    return false;
  }
}

function noop(): void {
  // Nothing to detach.
}
