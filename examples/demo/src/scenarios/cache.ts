import { Agent, InMemoryStorage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { ResponseCache } from '@sluice/processor-cache';
import type { Scenario } from './scenario.js';

/** The second identical question costs no model call; another tenant never gets the cached answer. */
export const cache: Scenario<{ modelCalls: number; texts: string[] }> = {
  title: 'Response cache: identical calls cost nothing the second time, scoped per resource',
  async run(log) {
    const model = new ScriptedModel([{ text: 'We are open 9:00 to 17:00, Monday to Friday.' }], { loop: true });
    const responseCache = new ResponseCache({ ttl: 60_000 });
    const agent = new Agent({ id: 'hours', model, inputProcessors: [responseCache], memory: { storage: new InMemoryStorage() } });
    const texts: string[] = [];
    for (const [thread, resource] of [['t1', 'user-42'], ['t2', 'user-42'], ['t3', 'user-7']] as const) {
      const before = model.calls.length;
      const result = await agent.generate('What are your opening hours?', { memory: { thread, resource } });
      texts.push(result.text);
      log(`  ${resource} in ${thread}: ${model.calls.length > before ? 'model called' : 'served from cache'} -> ${result.text}`);
    }
    log(`  model calls for 3 runs: ${model.calls.length}`);
    return { modelCalls: model.calls.length, texts };
  },
};
