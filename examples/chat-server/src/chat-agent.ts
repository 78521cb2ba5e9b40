import { Agent, createTool, type Processor } from '@sluice/core';
import { PIIDetector } from '@sluice/processor-pii';
import { z } from 'zod';
import { createChatModel } from './chat-model.js';

/** Blocks any answer containing the word "forbidden" (the page shows the tripwire). */
const wordGuard: Processor = {
  id: 'word-guard',
  processOutputStream: ({ part, abort }) =>
    part.type === 'text-delta' && /forbidden/i.test(part.payload.text) ? abort('the answer used a forbidden word') : part,
};

/** The example's agent: PII redaction on input and output, a word guard, and a weather tool. */
export function createChatAgent(): Agent {
  const pii = new PIIDetector();
  const weather = createTool({
    id: 'weather',
    description: 'The weather of a city',
    inputSchema: z.object({ city: z.string() }),
    execute: ({ city }) => Promise.resolve({ city, forecast: 'sunny', celsius: 21 }),
  });
  return new Agent({
    id: 'chat',
    instructions: 'You are a helpful assistant.',
    model: createChatModel(),
    tools: { weather },
    inputProcessors: [pii],
    outputProcessors: [pii, wordGuard],
    maxSteps: 3,
  });
}
