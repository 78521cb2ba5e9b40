// Typed from `ai`, not core's own @ai-sdk/provider-utils: in an app they resolve to the app's AI SDK
// (6 or 7), whose ToolSet must accept these tools (its schema brand differs between majors).
import type { FlexibleSchema, ModelMessage, Tool, ToolExecutionOptions } from 'ai';
import { RequestContext } from '../contract/request-context.js';
import type { ProcessorStreamWriter } from '../contract/stream-writer.js';

/** What a `createTool` tool's `execute` receives besides its input. */
export interface ToolExecutionContext {
  toolCallId: string;
  /** Aborted when the request is cancelled. */
  abortSignal: AbortSignal | undefined;
  /** The request's context. */
  requestContext: RequestContext;
  /** Emits `data-*` chunks to the client (persisted unless `transient`). */
  writer: ProcessorStreamWriter | undefined;
  /** The conversation as AI SDK model messages, up to this call. */
  messages: ModelMessage[];
}

/** Options of `createTool`. */
export interface CreateToolOptions<TInput, TOutput> {
  /** Tool id (informational; the key in `tools` is the name the model sees). */
  id: string;
  description?: string;
  /** Zod (or any AI SDK) schema of the input; the model's arguments are validated against it. */
  inputSchema: FlexibleSchema<TInput>;
  /** Optional schema of the output. */
  outputSchema?: FlexibleSchema<TOutput>;
  execute: (input: TInput, context: ToolExecutionContext) => TOutput | PromiseLike<TOutput>;
}

/** A tool made by `createTool`: an AI SDK `Tool` that also carries its `id`. */
export type SluiceTool<TInput = unknown, TOutput = unknown> = Tool<TInput, TOutput> & { id: string };

/** Context Sluice passes to tools through the AI SDK's `experimental_context`. @internal */
export interface SluiceToolRuntime {
  requestContext: RequestContext;
  writer: ProcessorStreamWriter;
}

/**
 * Creates a tool with a zod input schema and an `execute(input, { toolCallId, abortSignal,
 * requestContext, writer })`. The result is an AI SDK `Tool`, so it also works in plain
 * `streamText` calls (there `requestContext` is empty and `writer` undefined). AI SDK `tool()`
 * objects can be given to an agent as they are.
 *
 * @example
 * const weather = createTool({
 *   id: 'weather',
 *   description: 'Current weather for a city',
 *   inputSchema: z.object({ city: z.string() }),
 *   execute: async ({ city }) => ({ city, celsius: 21 }),
 * });
 */
export function createTool<TInput, TOutput>(options: CreateToolOptions<TInput, TOutput>): SluiceTool<TInput, TOutput> {
  const run = options.execute;
  const tool = {
    id: options.id,
    inputSchema: options.inputSchema,
    execute: (input: TInput, execution: ToolExecutionOptions) => {
      const runtime = execution.experimental_context as Partial<SluiceToolRuntime> | undefined;
      return run(input, {
        toolCallId: execution.toolCallId,
        abortSignal: execution.abortSignal,
        requestContext: runtime?.requestContext ?? new RequestContext(),
        writer: runtime?.writer,
        messages: execution.messages,
      });
    },
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.outputSchema === undefined ? {} : { outputSchema: options.outputSchema }),
  };
  return tool as unknown as SluiceTool<TInput, TOutput>;
}
