import type { ChunkType, MemoryStorage, Processor, SluiceLanguageModel, StopCondition, ToolSet, TripwireInfo } from '@sluice/core';

/** One request a host runs for the host suite. */
export interface HostRunOptions {
  model: SluiceLanguageModel;
  /** The user's message. */
  input: string;
  inputProcessors?: Processor[];
  outputProcessors?: Processor[];
  errorProcessors?: Processor[];
  /** @default unset (no processor retries) */
  maxProcessorRetries?: number;
  /** Tools the model may call (only for hosts that support the tool loop). */
  tools?: ToolSet;
  /** Stop conditions beside the host's step limit (tool-loop hosts). */
  stopWhen?: StopCondition | StopCondition[];
  /** Maximum model calls of the run (tool-loop hosts). */
  maxSteps?: number;
  /** Persist the run to `storage` under `thread` (only for hosts that support persistence). */
  memory?: { storage: MemoryStorage; thread: string; resource: string };
}

/** What the host suite needs back from a run. */
export interface HostRunResult {
  text: string;
  finishReason: string;
  tripwire: TripwireInfo | undefined;
  /** Every chunk the client received, when the host streams (undefined for generate-style hosts). */
  chunks: ChunkType[] | undefined;
}

/**
 * Connects the host suite to a host: anything that runs processors around a model call (our
 * `Agent` in generate or stream mode, the AI SDK middleware adapter, a third-party runtime).
 */
export interface HostAdapter {
  /** Shown in test titles. */
  name: string;
  /** Runs one request to completion; rejects only when the run fails (not on a tripwire). */
  run(options: HostRunOptions): Promise<HostRunResult>;
  /** What the host can do; checks needing more are skipped. */
  supports?: {
    /** Runs `errorProcessors` / `processAPIError` and processor retries. @default true */
    retries?: boolean;
    /** Persists runs to `memory.storage`. @default false */
    persistence?: boolean;
    /** Streams chunks to the client (fills `chunks`). @default false */
    streaming?: boolean;
    /**
     * Runs the agentic tool loop: executes `tools` (a step's calls in parallel, results in call
     * order), honours `stopWhen` and `maxSteps`, and retries from the final `finish` chunk.
     * @default false
     */
    toolLoop?: boolean;
  };
}
