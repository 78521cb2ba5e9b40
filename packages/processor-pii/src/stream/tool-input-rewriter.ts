import type { ChunkType, KnownChunk } from '@sluice/core';
import type { PIIState } from '../pii-state.js';

/** Rewrites tool-call arguments (a parsed value, or the raw text when it is not JSON). */
export type RewriteToolInput = (args: unknown, state: PIIState, toolCallId: string, final: boolean) => Promise<unknown>;

type HeldDelta = KnownChunk<'tool-call-delta'>;

const FLUSH_ON = new Set(['step-finish', 'finish', 'error', 'abort', 'tripwire']);

/** True for the chunks that carry tool-call input the model wrote. */
export function isToolInputChunk(chunk: ChunkType): boolean {
  return chunk.type === 'tool-call-delta' || chunk.type === 'tool-call' || chunk.type === 'tool-call-input-streaming-end';
}

/**
 * Keeps tool-call arguments the model writes from reaching the client unprocessed: `tool-call-delta`
 * chunks are held per call and released as one delta with the rewritten JSON when the input ends
 * (`tool-call-input-streaming-end`, the `tool-call` itself, or the end of the step); the
 * `tool-call` chunk's `args` are rewritten too. The tool runs with the `tool-call` chunk's args.
 */
export class ToolInputRewriter {
  readonly #rewrite: RewriteToolInput;

  constructor(rewrite: RewriteToolInput) {
    this.#rewrite = rewrite;
  }

  /** The chunks to emit for `chunk`, in order (none while a call's input is held). */
  process(chunk: ChunkType, state: PIIState): ChunkType[] | Promise<ChunkType[]> {
    const known = chunk as KnownChunk;
    switch (known.type) {
      case 'tool-call-delta': {
        const held = (state.toolInput ??= new Map<string, HeldDelta>());
        const id = known.payload.toolCallId;
        const before = held.get(id);
        const text = (before?.payload.argsTextDelta ?? '') + known.payload.argsTextDelta;
        held.set(id, { ...(before ?? known), payload: { ...(before ?? known).payload, argsTextDelta: text } });
        return [];
      }
      case 'tool-call-input-streaming-end':
        return this.#release(state, known.payload.toolCallId).then((out) => [...out, chunk]);
      case 'tool-call':
        return Promise.all([
          this.#release(state, known.payload.toolCallId),
          this.#rewrite(known.payload.args, state, known.payload.toolCallId, true),
        ]).then(([out, args]) => [...out, { ...known, payload: { ...known.payload, args } }]);
      default:
        if (!FLUSH_ON.has(known.type) || state.toolInput === undefined || state.toolInput.size === 0) return [chunk];
        return Promise.all([...state.toolInput.keys()].map((id) => this.#release(state, id))).then((out) => [...out.flat(), chunk]);
    }
  }

  /** The held delta of one call, rewritten (none when nothing is held). */
  async #release(state: PIIState, toolCallId: string): Promise<ChunkType[]> {
    const held = state.toolInput?.get(toolCallId);
    if (held === undefined) return [];
    state.toolInput?.delete(toolCallId);
    const text = held.payload.argsTextDelta;
    let parsed: { value: unknown } | undefined;
    try {
      parsed = { value: JSON.parse(text) as unknown };
    } catch {
      parsed = undefined; // partial or invalid JSON: rewritten as plain text
    }
    const rewritten = parsed === undefined ? await this.#rewrite(text, state, toolCallId, false) : await this.#rewrite(parsed.value, state, toolCallId, false);
    const out = parsed === undefined ? String(rewritten) : JSON.stringify(rewritten);
    return [{ ...held, payload: { ...held.payload, argsTextDelta: out } }];
  }
}
