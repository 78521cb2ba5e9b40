import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { z } from 'zod';
import type { Scenario } from './scenario.js';
import { EmailMasker, Shout, StripInternalNotes, Summary, TooShort, type Trace } from './tour-processors.js';

/** A tool call, a too-short answer that a guardrail retries, then the final answer. */
export const tour: Scenario<{ text: string; modelCalls: number; trace: string[] }> = {
  title: 'Every hook in one run: a tool, a redaction, a retry and a streamed rewrite',
  async run(log) {
    const trace: Trace = [];
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'getOrder', input: { orderId: 'A-1001' }, toolCallId: 'call-1' }] },
      { text: ['Order ', 'A-1001.'] },
      { text: ['Your ', 'order ', 'A-1001 ', 'was ', 'shipped ', 'yesterday ', 'and ', 'arrives ', 'Friday.'] },
    ]);
    const getOrder = createTool({
      id: 'getOrder',
      description: 'Looks up an order by id',
      inputSchema: z.object({ orderId: z.string() }),
      execute: ({ orderId }) => {
        trace.push(`tool                getOrder(${orderId}) executed`);
        return { orderId, status: 'shipped', eta: 'Friday', internalNotes: 'customer called twice' };
      },
    });
    const agent = new Agent({
      id: 'support',
      instructions: 'You are a concise support agent.',
      model,
      tools: { getOrder },
      inputProcessors: [new EmailMasker(trace)],
      outputProcessors: [new StripInternalNotes(trace), new Shout(trace), new TooShort(trace), new Summary(trace)],
      maxProcessorRetries: 2,
      memory: { storage: new InMemoryStorage() },
    });
    const stream = await agent.stream('Where is my order A-1001? Reply to jane.doe@example.com', {
      memory: { thread: 'demo-thread', resource: 'jane' },
    });
    let line = '';
    for await (const chunk of stream.fullStream) {
      if (chunk.type === 'text-delta') line += chunk.payload.text;
      if (chunk.type === 'tool-result') trace.push(`client              tool-result streamed: ${JSON.stringify(chunk.payload.result)}`);
      if (chunk.type === 'step-finish' && line !== '') {
        log(`  streamed: ${line}${chunk.payload.stepResult.reason === 'retry' ? '   <- step discarded (retry)' : ''}`);
        line = '';
      }
    }
    log('  what the hooks did, in order:');
    for (const entry of trace) log(`    ${entry}`);
    const result = await stream.result;
    log(`  final text: ${result.text}`);
    return { text: result.text, modelCalls: model.calls.length, trace };
  },
};
