import { Agent, type ChunkType } from '@sluice/core';
import type { HostAdapter, HostRunOptions, HostRunResult } from './host-adapter.js';

/** Reads every chunk of a stream. */
async function drain(stream: ReadableStream<ChunkType>): Promise<ChunkType[]> {
  const reader = stream.getReader();
  const chunks: ChunkType[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/**
 * A `HostAdapter` running requests through `@sluice/core`'s `Agent`, with `generate()` or
 * `stream()` (draining `fullStream`). The kit runs `hostSuite` against both.
 *
 * @example
 * hostSuite({ describe, it, host: agentHost('stream') });
 */
export function agentHost(mode: 'generate' | 'stream'): HostAdapter {
  return {
    name: `Agent ${mode}()`,
    supports: { retries: true, persistence: true, streaming: mode === 'stream', toolLoop: true },
    async run(options: HostRunOptions): Promise<HostRunResult> {
      const agent = new Agent({
        id: 'host-suite',
        instructions: 'You are a test agent.',
        model: options.model,
        inputProcessors: options.inputProcessors ?? [],
        outputProcessors: options.outputProcessors ?? [],
        errorProcessors: options.errorProcessors ?? [],
        retryDelayMs: 0,
        ...(options.tools === undefined ? {} : { tools: options.tools }),
        ...(options.stopWhen === undefined ? {} : { stopWhen: options.stopWhen }),
        ...(options.maxSteps === undefined ? {} : { maxSteps: options.maxSteps }),
        ...(options.maxProcessorRetries === undefined ? {} : { maxProcessorRetries: options.maxProcessorRetries }),
        ...(options.memory === undefined ? {} : { memory: { storage: options.memory.storage } }),
      });
      const call = options.memory === undefined ? {} : { memory: { thread: options.memory.thread, resource: options.memory.resource } };
      if (mode === 'generate') {
        const result = await agent.generate(options.input, call);
        return { text: result.text, finishReason: result.finishReason, tripwire: result.tripwire, chunks: undefined };
      }
      const stream = await agent.stream(options.input, call);
      const chunks = await drain(stream.fullStream);
      const result = await stream.result;
      return { text: result.text, finishReason: result.finishReason, tripwire: result.tripwire, chunks };
    },
  };
}
