import { PROCESSOR_HOOKS, type Processor } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

const EXPECTED = ['processInput', 'processInputStep', 'processLLMRequest', 'processOutputStream', 'processLLMResponse', 'processOutputStep', 'processOutputResult'];

/** A processor recording every hook call in `log`. */
export function recorder(id: string, log: string[]): Processor {
  const processor: Record<string, unknown> = { id };
  for (const hook of PROCESSOR_HOOKS) {
    processor[hook] = (args: { part?: unknown }) => {
      log.push(hook);
      return hook === 'processOutputStream' ? args.part : undefined;
    };
  }
  return processor as unknown as Processor;
}

/** Registers the hook-order check. */
export function registerHookOrder(ctx: HostContext): void {
  const title = 'runs the hooks of a step in the documented order';
  ctx.check(title, async () => {
    const log: string[] = [];
    const rec = recorder('recorder', log);
    const model = new ScriptedModel([{ text: 'ordered answer' }]);
    const result = await ctx.host.run({ model, input: 'hello', inputProcessors: [rec], outputProcessors: [rec] });
    if (result.text !== 'ordered answer') ctx.fail(title, `text was ${JSON.stringify(result.text)} instead of "ordered answer"`);
    const firsts = EXPECTED.map((hook) => log.indexOf(hook));
    const missing = EXPECTED.filter((_, i) => firsts[i] === -1);
    if (missing.length > 0) ctx.fail(title, `never ran ${missing.join(', ')} (ran: ${[...new Set(log)].join(', ')})`);
    for (let i = 1; i < firsts.length; i++) {
      if ((firsts[i] ?? 0) < (firsts[i - 1] ?? 0)) {
        ctx.fail(title, `${EXPECTED[i] ?? ''} first ran before ${EXPECTED[i - 1] ?? ''}; order seen: ${[...new Set(log)].join(' -> ')}`);
      }
    }
    for (const once of ['processInput', 'processOutputResult']) {
      const count = log.filter((h) => h === once).length;
      if (count !== 1) ctx.fail(title, `${once} ran ${count} times in one request; it runs once`);
    }
  });
}
