import { Agent, createTool } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { PIIDetector } from '@sluice/processor-pii';
import { z } from 'zod';
import { lastUserText } from './prompt-text.js';
import type { Scenario } from './scenario.js';

/** Reversible PII: the model sees placeholders, the tool and the client see the real values. */
export const pii: Scenario<{ modelSaw: string; toolGot: string; text: string }> = {
  title: 'PII redaction, reversible: the model never sees the e-mail or the phone number',
  async run(log) {
    const model = new ScriptedModel([
      { toolCalls: [{ toolName: 'lookupCustomer', input: { email: '<EMAIL_1>' } }] },
      { text: 'Found it: <EMAIL_1> is on the pro plan, and we will call <PHONE_1> tomorrow.' },
    ]);
    let toolGot = '';
    const lookupCustomer = createTool({
      id: 'lookupCustomer',
      description: 'Finds a customer by e-mail',
      inputSchema: z.object({ email: z.string() }),
      execute: ({ email }) => {
        toolGot = email;
        return { email, phone: '+1 415 555 0132', plan: 'pro' };
      },
    });
    const detector = new PIIDetector({ method: 'placeholder', reversible: true });
    const agent = new Agent({
      id: 'crm',
      model,
      tools: { lookupCustomer },
      inputProcessors: [detector],
      outputProcessors: [detector],
    });
    const result = await agent.generate('Which plan is jane.doe@example.com on?');
    const modelSaw = lastUserText(model.calls[0]?.options.prompt ?? []);
    const secondPrompt = JSON.stringify(model.calls[1]?.options.prompt ?? []);
    log(`  the model was asked:      ${modelSaw}`);
    log(`  the tool ran with:        ${toolGot}`);
    log(`  the model saw the result: ${secondPrompt.includes('415 555') ? 'with the real phone (leak!)' : 'with <PHONE_1> and <EMAIL_1>'}`);
    log(`  the client received:      ${result.text}`);
    return { modelSaw, toolGot, text: result.text };
  },
};
