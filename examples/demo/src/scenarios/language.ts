import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { LanguageDetector } from '@sluice/processor-language';
import type { Scenario } from './scenario.js';

/** English only: a Spanish question is blocked offline before any model call; an English one passes. */
export const language: Scenario<{ blocked: string | undefined; modelCalls: number; text: string }> = {
  title: 'Language: LanguageDetector blocks input outside targetLanguages, offline, before the model is called',
  async run(log) {
    const model = new ScriptedModel([{ text: 'Your order ships tomorrow.' }]);
    const agent = new Agent({ id: 'support', model, inputProcessors: [new LanguageDetector({ targetLanguages: ['en'], strategy: 'block' })] });
    const spanish = await agent.generate('¿Dónde está mi pedido? Lo compré hace dos semanas.');
    log(`  Spanish input -> tripwire: ${spanish.tripwire?.reason ?? 'none'} (model calls: ${String(model.calls.length)})`);
    const english = await agent.generate('Where is my order? I bought it two weeks ago.');
    log(`  English input -> ${english.text}`);
    return { blocked: spanish.tripwire?.reason, modelCalls: model.calls.length, text: english.text };
  },
};
