import { Agent, createTool, InMemoryStorage } from '@sluice/core';
import { z } from 'zod';
import { EmailMasker, Shout, StripInternalNotes, Summary, TooShort, trace } from './processors.js';
import { callTool, say, scriptedModel } from './scripted-model.js';

// An offline agent: a scripted model (no network), one tool, and five small processors.
const model = scriptedModel([
  callTool('call-1', 'getOrder', { orderId: 'A-1001' }),
  say('Order ', 'A-1001.'),
  say('Your ', 'order ', 'A-1001 ', 'was ', 'shipped ', 'yesterday ', 'and ', 'arrives ', 'Friday.'),
]);

const getOrder = createTool({
  id: 'getOrder',
  description: 'Looks up an order by id',
  inputSchema: z.object({ orderId: z.string() }),
  execute: ({ orderId }) => {
    trace.push(`tool              getOrder(${orderId}) executed`);
    return { orderId, status: 'shipped', eta: 'Friday', internalNotes: 'customer called twice' };
  },
});

const agent = new Agent({
  id: 'support',
  instructions: 'You are a concise support agent.',
  model,
  tools: { getOrder },
  inputProcessors: [new EmailMasker()],
  outputProcessors: [new StripInternalNotes(), new Shout(), new TooShort(), new Summary()],
  maxProcessorRetries: 2,
  memory: { storage: new InMemoryStorage() },
});

console.log('Sluice demo: an offline agent with a tool and five processors\n');
const stream = await agent.stream('Where is my order A-1001? Reply to jane.doe@example.com', {
  memory: { thread: 'demo-thread', resource: 'jane' },
});

const seen: string[] = [];
for await (const chunk of stream.fullStream) {
  if (chunk.type === 'text-delta') process.stdout.write(chunk.payload.text);
  if (chunk.type === 'step-finish') {
    const reason = chunk.payload.stepResult.reason;
    process.stdout.write(reason === 'retry' ? '   <- step discarded (retry)\n' : '\n');
  }
  if (chunk.type === 'tool-result') seen.push(`tool-result streamed: ${JSON.stringify(chunk.payload.result)}`);
}

console.log('\nWhat the hooks did, in order:');
for (const line of trace) console.log(`  ${line}`);
for (const line of seen) console.log(`  ${line}`);
const result = await stream.result;
console.log(`\nFinal text: ${result.text}`);
console.log(`Stored in memory: ${result.response.messages.length} response message(s); violations: ${result.violations.length}`);
