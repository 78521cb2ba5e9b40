import { Agent, createTool } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { RegexFilter } from '@sluice/processor-regex';
import { z } from 'zod';
import type { Scenario } from './scenario.js';

const KEY = 'AKIAIOSFODNN7EXAMPLE';

/** A key returned by a tool is redacted before the model sees it; one the model streams is redacted mid-stream. */
export const regex: Scenario<{ modelSawKey: boolean; text: string }> = {
  title: 'Regex filter: an AWS key from a tool and in the stream is redacted',
  async run(log) {
    const readEnv = createTool({
      id: 'readEnv',
      description: 'Reads a deployment variable',
      inputSchema: z.object({ name: z.string() }),
      execute: () => ({ value: KEY }),
    });
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'readEnv', input: { name: 'AWS_ACCESS_KEY_ID' } }] },
      { text: `The variable is set (it was ${KEY} last week).`, chunkSize: 4 },
    ]);
    const filter = new RegexFilter({ presets: ['secrets'], maxMatchLength: 64 });
    const agent = new Agent({ id: 'ops', model, tools: { readEnv }, inputProcessors: [filter], outputProcessors: [filter] });
    const stream = await agent.stream('Is the AWS key set?');
    let text = '';
    for await (const chunk of stream.fullStream) if (chunk.type === 'text-delta') text += chunk.payload.text;
    const modelSawKey = JSON.stringify(model.calls.map((c) => c.options.prompt)).includes(KEY);
    log(`  the second model call saw the key: ${modelSawKey ? 'yes' : 'no'}`);
    log(`  streamed (4-character chunks): ${text}`);
    return { modelSawKey, text };
  },
};
