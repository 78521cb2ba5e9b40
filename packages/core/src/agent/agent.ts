import type { RunOptions } from '../loop/run-options.js';
import { runAgent } from '../loop/run-agent.js';
import { apiErrorProcessors } from '../loop/run-context.js';
import type { MessageInput } from '../messages/message-list.js';
import { resolveModel } from '../model/resolve-model.js';
import type { SluiceLanguageModel } from '../contract/language-model.js';
import type { Processor } from '../processors/processor.js';
import { validateProcessorGroups } from '../processors/combinators/validate-processor-groups.js';
import { RequestContext } from '../contract/request-context.js';
import type { AgentResult } from '../stream/agent-result.js';
import type { AgentStreamResult } from '../stream/agent-stream-result.js';
import type { AgentCallOptions, AgentOptions, ProcessorList } from './agent-options.js';
import { validateAgentOptions, validateCallOptions } from './validate-agent-options.js';
import { AgentOptionsError } from './agent-options-error.js';

/** The option a processor list comes from, named in errors. */
type ProcessorListName = 'inputProcessors' | 'outputProcessors' | 'errorProcessors';

const DEFAULT_MAX_STEPS = 5;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_ERROR_PROCESSOR_RETRIES = 10;
const DEFAULT_LAST_MESSAGES = 20;

/**
 * An agent: runs a language model in a tool-calling loop with input, output and error processors
 * around every stage. `generate()` and `stream()` run the same loop (the model is always called
 * through `doStream`); `generate()` collects it.
 *
 * @example
 * const agent = new Agent({ id: 'support', instructions: 'Be brief.', model, outputProcessors: [new WordCounter()] });
 * const { text } = await agent.generate('Hello');
 */
export class Agent {
  readonly id: string;
  readonly name: string;
  readonly #options: AgentOptions;

  constructor(options: AgentOptions) {
    validateAgentOptions(options);
    validateProcessorGroups(options);
    this.id = options.id;
    this.name = options.name ?? options.id;
    this.#options = options;
  }

  /** Runs the agent and resolves with the whole result (rejects on an error or abort). */
  async generate<TObject = unknown>(
    input: MessageInput | MessageInput[],
    options: AgentCallOptions<TObject> = {},
  ): Promise<AgentResult<TObject>> {
    const stream = await this.stream(input, options);
    return stream.result;
  }

  /**
   * Runs the agent and returns the stream result at once.
   * @throws AgentOptionsError `AGENT_OPTIONS_INVALID` for an unknown option or a value of the wrong type.
   */
  async stream<TObject = unknown>(
    input: MessageInput | MessageInput[],
    options: AgentCallOptions<TObject> = {},
  ): Promise<AgentStreamResult<TObject>> {
    validateCallOptions(options);
    const run = await this.#runOptions(input, options);
    return runAgent(run) as AgentStreamResult<TObject>;
  }

  async #runOptions<TObject>(input: MessageInput | MessageInput[], call: AgentCallOptions<TObject>): Promise<RunOptions> {
    const agent = this.#options;
    const requestContext = call.requestContext ?? new RequestContext();
    const [inputProcessors, outputProcessors, errorProcessors] = await Promise.all([
      resolveList('inputProcessors', call.inputProcessors ?? agent.inputProcessors, requestContext),
      resolveList('outputProcessors', call.outputProcessors ?? agent.outputProcessors, requestContext),
      resolveList('errorProcessors', call.errorProcessors ?? agent.errorProcessors, requestContext),
    ]);
    const resolver = agent.models;
    const resolve = (model: SluiceLanguageModel | string) => resolveModel(model, resolver);
    const maxProcessorRetries =
      call.maxProcessorRetries ??
      agent.maxProcessorRetries ??
      (errorProcessors.length > 0 || apiErrorProcessors({ inputProcessors, outputProcessors, errorProcessors }).length > 0
        ? DEFAULT_ERROR_PROCESSOR_RETRIES
        : 0);
    const modelSettings = { ...agent.modelSettings, ...call.modelSettings };
    const instructions = [...toList(agent.instructions), ...toList(call.instructions)];
    return {
      runId: crypto.randomUUID(),
      input,
      instructions,
      model: resolve(agent.model),
      resolveModel: resolve,
      tools: agent.tools ?? {},
      inputProcessors,
      outputProcessors,
      errorProcessors,
      maxProcessorRetries,
      maxSteps: call.maxSteps ?? agent.maxSteps ?? DEFAULT_MAX_STEPS,
      stopWhen: toList(call.stopWhen ?? agent.stopWhen),
      toolConcurrency: call.toolConcurrency ?? agent.toolConcurrency ?? Number.POSITIVE_INFINITY,
      maxRetries: modelSettings.maxRetries ?? DEFAULT_MAX_RETRIES,
      retryDelayMs: agent.retryDelayMs ?? 1000,
      toolChoice: call.toolChoice,
      activeTools: call.activeTools,
      modelSettings,
      providerOptions: call.providerOptions,
      structuredOutput: call.structuredOutput,
      prepareStep: call.prepareStep,
      requestContext,
      abortSignal: call.abortSignal,
      memory: memoryFor(agent, call),
      tracer: agent.tracer,
    };
  }
}

async function resolveList(
  name: ProcessorListName,
  list: ProcessorList | undefined,
  requestContext: RequestContext,
): Promise<Processor[]> {
  if (list === undefined) return [];
  const processors: unknown = typeof list === 'function' ? await list({ requestContext }) : list;
  if (!Array.isArray(processors)) {
    throw new AgentOptionsError('agent.generate/stream', [
      { path: name, message: 'must be an array of processors, or a function returning one' },
    ]);
  }
  return [...(processors as Processor[])];
}

function toList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function memoryFor(agent: AgentOptions, call: AgentCallOptions): RunOptions['memory'] {
  if (call.memory === undefined) return undefined;
  if (agent.memory === undefined) {
    throw new AgentOptionsError('agent.generate/stream', [
      { path: 'memory', message: 'was given, but the agent has no `memory` storage (pass `memory: { storage }` to the Agent)' },
    ]);
  }
  const thread = call.memory.thread;
  return {
    storage: agent.memory.storage,
    lastMessages: agent.memory.lastMessages ?? DEFAULT_LAST_MESSAGES,
    threadId: typeof thread === 'string' ? thread : thread.id,
    resourceId: call.memory.resource,
  };
}
