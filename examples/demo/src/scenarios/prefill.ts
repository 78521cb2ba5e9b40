import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { PrefillErrorHandler } from '@sluice/processor-prefill-error';
import { lastRole } from './prompt-text.js';
import type { Scenario } from './scenario.js';

const PREFILL_MESSAGE =
  'This model does not support assistant message prefill. The conversation must end with a user message.';

/** The provider rejects a conversation ending with an assistant turn; the handler recovers. */
export const prefill: Scenario<{ roles: string[]; text: string }> = {
  title: 'Prefill recovery: a 400 "assistant message prefill" rejection is fixed and retried',
  async run(log) {
    const model = new ScriptedModel([
      {
        throws: {
          statusCode: 400,
          message: PREFILL_MESSAGE,
          body: { type: 'error', error: { type: 'invalid_request_error', message: PREFILL_MESSAGE } },
        },
      },
      { text: 'Water over stone, / patient as the turning year, / the river moves on.' },
    ]);
    const agent = new Agent({ id: 'writer', model, errorProcessors: [new PrefillErrorHandler()] });
    const result = await agent.generate([
      { role: 'user', content: 'A haiku about rivers, please.' },
      { role: 'assistant', content: 'Water over stone' },
    ]);
    const roles = model.calls.map((call) => lastRole(call.options.prompt));
    log(`  request 1 ended with: ${roles[0] ?? '?'} -> HTTP 400 prefill rejection`);
    log(`  request 2 ended with: ${roles[1] ?? '?'} -> ${result.text}`);
    return { roles, text: result.text };
  },
};
