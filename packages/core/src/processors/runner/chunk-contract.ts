/**
 * The chunk contract at the processor boundary: what a processor may return from
 * `processOutputStream` (or park for re-processing) and put in a cached `{ response }`. Checked with
 * a switch on `type` and `typeof` tests (no schema library): it runs for every chunk a processor
 * returns that is not the very chunk it received.
 */

/**
 * Chunk types that only core emits: run and step bookkeeping (`start`, `step-start`,
 * `step-finish`, `finish`, and the internal `model-response-end`), the run's ends (`tripwire`,
 * `error`, `abort`) and the parsed structured output (`object`). A processor may pass on one it received, unchanged (the same
 * object), but never make one: a forged `tripwire` would reach the client while
 * `result.tripwire` stays empty.
 */
export const CONTROL_CHUNK_TYPES: ReadonlySet<string> = new Set([
  'start',
  'step-start',
  'step-finish',
  'finish',
  'tripwire',
  'error',
  'abort',
  'object',
  'model-response-end',
]);

/** What a returned chunk must look like, for the error message: `expected`, `received`. */
export interface ChunkProblem {
  expected: string;
  received: string;
}

/**
 * True when a chunk entering the output processors must be remembered so that a processor can
 * pass it on later unchanged: control chunks and types core does not know (whose shape it cannot
 * check). Content chunks are checked by shape instead, so the common path adds nothing.
 */
export function needsPassThroughRecord(type: string): boolean {
  return CONTROL_CHUNK_TYPES.has(type) || !(CONTENT_CHECKS.has(type) || type.startsWith('data-'));
}

/**
 * The problem with a chunk a processor returned, or `undefined` when it is acceptable: a content
 * chunk whose payload matches its type, a `data-*` chunk with `data`, or a chunk that entered the
 * chain (`entered`) passed on unchanged. Never includes a value of the chunk in the description.
 */
export function returnedChunkProblem(value: unknown, entered: WeakSet<object>): ChunkProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { expected: 'a chunk { type, payload }', received: describeKind(value) };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { expected: 'a chunk with a string type', received: `type as ${describeKind(type)}` };
  if (entered.has(value)) return undefined;
  return shapeProblem(type, value, CONTROL_CHUNK_TYPES.has(type) ? 'processor' : 'unknown');
}

/**
 * The problem with a chunk of a cached `{ response }` (a model step to replay), or `undefined`:
 * content and `data-*` chunks as for {@link returnedChunkProblem}, plus the step's `finish`.
 */
export function cachedChunkProblem(value: unknown, index: number): ChunkProblem | undefined {
  const problem = cachedShapeProblem(value);
  return problem === undefined ? undefined : { expected: problem.expected, received: `${problem.received} at chunks[${index}]` };
}

function cachedShapeProblem(value: unknown): ChunkProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { expected: 'a cached chunk { type, payload }', received: describeKind(value) };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { expected: 'a cached chunk with a string type', received: `type as ${describeKind(type)}` };
  if (type === 'finish') return finishProblem((value as { payload?: unknown }).payload);
  return shapeProblem(type, value, CONTROL_CHUNK_TYPES.has(type) ? 'cache' : 'unknown');
}

type CheckFn = (payload: Record<string, unknown>) => string | undefined;

const id: CheckFn = (p) => need(p, 'id', 'string');
const idAndText: CheckFn = (p) => need(p, 'id', 'string') ?? need(p, 'text', 'string');
const toolCallId: CheckFn = (p) => need(p, 'toolCallId', 'string');
const toolIds: CheckFn = (p) => need(p, 'toolCallId', 'string') ?? need(p, 'toolName', 'string');

/** Payload checks of the content chunk types, with the shape they require (for the message). */
const CONTENT_CHECKS: ReadonlyMap<string, { check: CheckFn; shape: string }> = new Map(Object.entries({
  'text-start': { check: id, shape: '{ id: string }' },
  'text-end': { check: id, shape: '{ id: string }' },
  'reasoning-start': { check: id, shape: '{ id: string }' },
  'reasoning-end': { check: id, shape: '{ id: string }' },
  'text-delta': { check: idAndText, shape: '{ id: string, text: string }' },
  'reasoning-delta': { check: idAndText, shape: '{ id: string, text: string }' },
  source: {
    check: (p) => need(p, 'id', 'string') ?? (p.sourceType === 'url' || p.sourceType === 'document' ? undefined : 'sourceType'),
    shape: "{ id: string, sourceType: 'url' | 'document' }",
  },
  file: { check: (p) => need(p, 'mediaType', 'string') ?? need(p, 'data', 'string'), shape: '{ mediaType: string, data: string }' },
  'tool-call-input-streaming-start': { check: toolIds, shape: '{ toolCallId: string, toolName: string }' },
  'tool-call-delta': {
    check: (p) => need(p, 'toolCallId', 'string') ?? need(p, 'argsTextDelta', 'string'),
    shape: '{ toolCallId: string, argsTextDelta: string }',
  },
  'tool-call-input-streaming-end': { check: toolCallId, shape: '{ toolCallId: string }' },
  'tool-call': { check: (p) => toolIds(p) ?? present(p, 'args'), shape: '{ toolCallId: string, toolName: string, args }' },
  'tool-result': { check: (p) => toolIds(p) ?? present(p, 'result'), shape: '{ toolCallId: string, toolName: string, result }' },
  'tool-error': { check: (p) => toolIds(p) ?? present(p, 'error'), shape: '{ toolCallId: string, toolName: string, error }' },
}));

function shapeProblem(type: string, value: object, notContent: 'processor' | 'cache' | 'unknown'): ChunkProblem | undefined {
  if (type.startsWith('data-')) {
    return 'data' in value ? undefined : { expected: `a ${type} chunk with data`, received: 'no data' };
  }
  const entry = CONTENT_CHECKS.get(type);
  if (entry === undefined) {
    if (notContent === 'unknown') {
      return {
        expected: 'a content chunk (text, reasoning, source, file, tool) or data-* chunk, or a chunk the processor received, unchanged',
        received: `a new chunk of unknown type "${type.slice(0, 40)}"`,
      };
    }
    const what = notContent === 'cache' ? 'a model step' : 'a content chunk or a chunk the processor received, unchanged';
    return { expected: `${what} (only core emits ${type} chunks)`, received: `a new ${type} chunk` };
  }
  const payload = (value as { payload?: unknown }).payload;
  if (typeof payload !== 'object' || payload === null) {
    return { expected: `a ${type} chunk with payload ${entry.shape}`, received: `payload as ${describeKind(payload)}` };
  }
  const field = entry.check(payload as Record<string, unknown>);
  if (field === undefined) return undefined;
  return {
    expected: `a ${type} chunk with payload ${entry.shape}`,
    received: `payload.${field} as ${describeKind((payload as Record<string, unknown>)[field])}`,
  };
}

function finishProblem(payload: unknown): ChunkProblem | undefined {
  const expected = 'a finish chunk with payload { stepResult: { reason: string }, output: { usage: object } }';
  if (typeof payload !== 'object' || payload === null) return { expected, received: `payload as ${describeKind(payload)}` };
  const { stepResult, output } = payload as { stepResult?: unknown; output?: unknown };
  if (typeof stepResult !== 'object' || stepResult === null || typeof (stepResult as { reason?: unknown }).reason !== 'string') {
    return { expected, received: 'no stepResult.reason string' };
  }
  const usage = typeof output === 'object' && output !== null ? (output as { usage?: unknown }).usage : undefined;
  if (typeof usage !== 'object' || usage === null) return { expected, received: 'no output.usage object' };
  return undefined;
}

/** The name of `key` when `payload[key]` is not of type `kind`. */
function need(payload: Record<string, unknown>, key: string, kind: 'string'): string | undefined {
  return typeof payload[key] === kind ? undefined : key;
}

/** The name of `key` when the payload lacks it. */
function present(payload: Record<string, unknown>, key: string): string | undefined {
  return key in payload ? undefined : key;
}

/** The kind of a value, never the value: `number`, `null`, `an array`, `missing`... */
function describeKind(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
