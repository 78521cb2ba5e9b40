import { createPlaygroundModel, type ModelCall } from './scripted-model';
import { describeChunk, traceProcessor, type TraceEvent } from './trace-processor';

/** A processor chosen in the playground, already constructed with its options. */
export interface SelectedProcessor {
  instance: object;
  hooks: readonly string[];
}

/** Callbacks the playground UI renders from. */
export interface PlaygroundListener {
  onChunk: (chunk: unknown, description: string) => void;
  onTrace: (event: TraceEvent) => void;
  onModelCall: (call: ModelCall) => void;
}

/** How a playground run ended. */
export interface PlaygroundOutcome {
  text: string;
  /** Model calls this run made (0 when a processor replayed a stored response, as the cache does on a hit). */
  modelCalls: number;
  finishReason?: string;
  tripwire?: string;
  error?: string;
}

const inputHooks = ['processInput', 'processInputStep', 'processLLMRequest', 'processLLMResponse'];
const outputHooks = ['processOutputStream', 'processOutputStep', 'processToolResult', 'processOutputResult'];

type AgentLike = { stream: (input: string, options?: { requestContext?: unknown }) => Promise<{ fullStream: unknown }> };
type RequestContextClass = new (entries: [string, unknown][]) => unknown;

/**
 * The resource (user) every playground run belongs to. Processors that scope per resource, such as
 * the response cache (which caches nothing without one), see one visitor across runs.
 */
export const PLAYGROUND_RESOURCE_ID = 'playground-visitor';
type AgentClass = new (config: Record<string, unknown>) => AgentLike;

async function* chunksOf(stream: unknown): AsyncGenerator {
  if (stream instanceof ReadableStream) {
    const reader = (stream as ReadableStream<unknown>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  }
  if (typeof stream === 'object' && stream !== null && Symbol.asyncIterator in stream) {
    yield* stream as AsyncIterable<unknown>;
    return;
  }
  throw new TypeError('agent.stream() returned no readable fullStream');
}

/** Why the real packages cannot run, or undefined when @sluice/core exports an Agent. */
export function missingAgent(core: Record<string, unknown> | undefined): string | undefined {
  if (!core) return '@sluice/core was not built when this site was built.';
  if (typeof core.Agent !== 'function') return '@sluice/core does not export Agent yet, so the playground cannot run a request.';
  return undefined;
}

/**
 * Runs one request through the real `Agent` of @sluice/core with a scripted model, placing each
 * processor in the arrays its hooks belong to (one traced instance shared by both, as a hybrid
 * processor), and reports every client chunk, hook call and violation as it happens.
 */
export async function runPlayground(options: {
  core: Record<string, unknown>;
  processors: readonly SelectedProcessor[];
  message: string;
  delayMs: number;
  listener: PlaygroundListener;
}): Promise<PlaygroundOutcome> {
  const { core, listener } = options;
  const reason = missingAgent(core);
  if (reason) throw new Error(reason);
  const Agent = core.Agent as AgentClass;
  const started = performance.now();
  const record = (event: Omit<TraceEvent, 'at'>): void => {
    listener.onTrace({ ...event, at: performance.now() - started });
  };
  const outcome: PlaygroundOutcome = { text: '', modelCalls: 0 };
  const traced = options.processors.map((p) => ({ ...p, instance: traceProcessor(p.instance, record) }));
  const agent = new Agent({
    id: 'playground',
    instructions: 'You are the playground model.',
    model: createPlaygroundModel({
      delayMs: options.delayMs,
      onCall: (call) => {
        outcome.modelCalls += 1;
        listener.onModelCall(call);
      },
    }),
    inputProcessors: traced.filter((p) => p.hooks.some((h) => inputHooks.includes(h))).map((p) => p.instance),
    outputProcessors: traced.filter((p) => p.hooks.some((h) => outputHooks.includes(h))).map((p) => p.instance),
    errorProcessors: traced.filter((p) => p.hooks.includes('processAPIError')).map((p) => p.instance),
    maxSteps: 1,
  });
  const RequestContext = core.RequestContext as RequestContextClass | undefined;
  const requestContext = RequestContext ? new RequestContext([['resourceId', PLAYGROUND_RESOURCE_ID]]) : undefined;
  const stream = await agent.stream(options.message, requestContext ? { requestContext } : {});
  for await (const chunk of chunksOf(stream.fullStream)) {
    listener.onChunk(chunk, describeChunk(chunk));
    if (typeof chunk !== 'object' || chunk === null) continue;
    const c = chunk as { type?: unknown; payload?: Record<string, unknown> };
    if (c.type === 'text-delta' && typeof c.payload?.text === 'string') outcome.text += c.payload.text;
    if (c.type === 'tripwire') outcome.tripwire = typeof c.payload?.reason === 'string' ? c.payload.reason : 'blocked';
    if (c.type === 'error') outcome.error = String(c.payload?.error instanceof Error ? c.payload.error.message : c.payload?.error);
    if (c.type === 'finish') {
      const stepResult = c.payload?.stepResult as { reason?: unknown } | undefined;
      if (typeof stepResult?.reason === 'string') outcome.finishReason = stepResult.reason;
    }
  }
  return outcome;
}
