import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { ModerationProcessor } from '@sluice/processor-moderation';
import type { Scenario } from './scenario.js';

/** A streamed threat is stopped by a tripwire before it reaches the client; a hard negative passes. */
export const moderation: Scenario<{ blockedText: string; tripwire: string | undefined; benignText: string }> = {
  title: 'Moderation: a threatening reply is cut by a tripwire; "kill a process" is not',
  async run(log) {
    const moderationProcessor = new ModerationProcessor();
    const model = new ScriptedModel(
      [
        { text: 'Sure, here is my answer. I am going to kill you and your whole family tonight.' },
        { text: 'Run kill -9 with the process id, or use pkill with its name.' },
      ],
    );
    const agent = new Agent({ id: 'chat', model, inputProcessors: [moderationProcessor], outputProcessors: [moderationProcessor] });
    let blockedText = '';
    let tripwire: string | undefined;
    const stream = await agent.stream('Say something.');
    for await (const chunk of stream.fullStream) {
      if (chunk.type === 'text-delta') blockedText += chunk.payload.text;
      if (chunk.type === 'tripwire') tripwire = chunk.payload.reason;
    }
    log(`  streamed before the stop: ${JSON.stringify(blockedText)}`);
    log(`  tripwire:                 ${tripwire ?? 'none'}`);
    const benign = await agent.generate('How do I kill a Python process?');
    log(`  hard negative answered:   ${benign.text}`);
    return { blockedText, tripwire, benignText: benign.text };
  },
};
