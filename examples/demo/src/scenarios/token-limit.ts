import { Agent } from '@sluice/core';
import type { ModelMessage } from 'ai';
import { ScriptedModel } from '@sluice/conformance';
import { TokenLimiter } from '@sluice/processor-token-limit';
import type { Scenario } from './scenario.js';

/** A long conversation is trimmed for the model call only; the output is capped mid-stream. */
export const tokenLimit: Scenario<{ sent: number; kept: number; limitChunk: boolean; text: string }> = {
  title: 'Token limits: a 300-token prompt budget and a 10-token output cap',
  async run(log) {
    const history: ModelMessage[] = [];
    for (let i = 1; i <= 10; i++) {
      history.push({ role: 'user', content: `Question ${i}: tell me one more fact about rivers, please, in detail.` });
      history.push({ role: 'assistant', content: `Fact ${i}: rivers carry sediment from the mountains down to the sea over many years.` });
    }
    history.push({ role: 'user', content: 'And the last one?' });
    const model = new ScriptedModel([{ text: 'The longest river on Earth is the Nile, or the Amazon, depending on how you measure it.' }]);
    const limiter = new TokenLimiter({ limit: 300, maxOutputTokens: 10 });
    const agent = new Agent({ id: 'facts', model, inputProcessors: [limiter], outputProcessors: [limiter] });
    const stream = await agent.stream(history);
    let text = '';
    let limitChunk = false;
    for await (const chunk of stream.fullStream) {
      if (chunk.type === 'text-delta') text += chunk.payload.text;
      if (chunk.type === 'data-token-limit-reached') limitChunk = true;
    }
    const sent = (model.calls[0]?.options.prompt ?? []).length;
    log(`  conversation: ${history.length} messages; sent to the model: ${sent} (trimmed for this call only)`);
    log(`  streamed (capped at 10 tokens): ${text}`);
    log(`  data-token-limit-reached chunk: ${limitChunk ? 'yes' : 'no'}`);
    return { sent, kept: history.length, limitChunk, text };
  },
};
