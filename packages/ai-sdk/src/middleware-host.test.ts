import { agentHost, hostSuite, type HostAdapter, type HostRunOptions, type HostRunResult } from '@sluice/conformance';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ChunkType } from '@sluice/core';
import { streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { getSluiceTripwire } from './sluice-tripwire.js';
import { sluiceMiddleware } from './sluice-middleware.js';

/**
 * The host suite's adapter for the middleware: one `streamText` call on a wrapped model. Input and
 * output processors go to `processors` (deduplicated), error processors to `errorProcessors`. The
 * client's chunks are the AI SDK's text parts converted back to Sluice chunks, plus `onData` chunks
 * and a `tripwire` chunk read from the finish metadata.
 */
function middlewareHost(processInputPerCall: boolean): HostAdapter {
  return {
    name: `sluiceMiddleware(${processInputPerCall ? '{ processInputPerCall: true }' : ''}) in streamText`,
    supports: { retries: true, persistence: false, streaming: true },
    async run(options: HostRunOptions): Promise<HostRunResult> {
      const chunks: ChunkType[] = [];
      const middleware = sluiceMiddleware({
        processors: [...(options.inputProcessors ?? []), ...(options.outputProcessors ?? [])],
        errorProcessors: options.errorProcessors ?? [],
        ...(options.maxProcessorRetries === undefined ? {} : { maxProcessorRetries: options.maxProcessorRetries }),
        processInputPerCall,
        onData: (chunk) => chunks.push(chunk),
      });
      const model = wrapLanguageModel({ model: options.model as LanguageModelV3, middleware });
      const result = streamText({ model, prompt: options.input, maxRetries: 0 });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') chunks.push({ type: 'text-delta', runId: 'host', from: 'AGENT', payload: { id: part.id, text: part.text } });
        if (part.type === 'error') throw part.error;
      }
      const tripwire = getSluiceTripwire(await result.providerMetadata);
      if (tripwire !== undefined) chunks.push({ type: 'tripwire', runId: 'host', from: 'AGENT', payload: tripwire });
      return { text: await result.text, finishReason: await result.finishReason, tripwire, chunks };
    },
  };
}

/**
 * Checks of the battery that need the agent loop and cannot pass around one model call: they use
 * processInput / processInputStep / processOutputResult (hook order, state, and the input tripwire
 * unless `processInputPerCall` runs processInput). They are registered as expected failures, so the
 * day they pass this list must shrink.
 */
const HOOK_ORDER = 'runs the hooks of a step in the documented order';
const STATE = 'gives each processor one state per request, shared by its hooks';
const INPUT_TRIPWIRE = 'an input abort blocks the model call and reports the tripwire';
const LOOP_ONLY_CHECKS = [HOOK_ORDER, STATE, INPUT_TRIPWIRE];

function itExpecting(failing: readonly string[]) {
  return Object.assign(
    (title: string, body: () => unknown, timeout?: number) => {
      if (failing.includes(title)) it.fails(`${title} (loop-only: expected to fail in a middleware)`, body, timeout);
      else it(title, body, timeout);
    },
    { skip: it.skip },
  );
}

hostSuite({ describe, it: itExpecting(LOOP_ONLY_CHECKS), host: middlewareHost(false) });
hostSuite({ describe, it: itExpecting([HOOK_ORDER, STATE]), host: middlewareHost(true) });

describe('middleware host adapter', () => {
  it('lists only checks that exist in the battery', () => {
    const titles: string[] = [];
    const collect = Object.assign((title: string) => { titles.push(title); }, { skip: (title: string) => { titles.push(title); } });
    hostSuite({ describe: (_name, body) => { body(); }, it: collect, host: agentHost('generate') });
    for (const title of LOOP_ONLY_CHECKS) expect(titles).toContain(title);
  });
});
