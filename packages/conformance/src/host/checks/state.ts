import type { Processor } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

/** Registers the state check: one state per processor id per request, shared by its hooks. */
export function registerState(ctx: HostContext): void {
  const title = 'gives each processor one state per request, shared by its hooks';
  ctx.check(title, async () => {
    const observed: { inputSaw: unknown; resultSaw: unknown }[] = [];
    const stateful: Processor = {
      id: 'stateful',
      processInput: ({ state }) => {
        observed.push({ inputSaw: state.marker, resultSaw: undefined });
        state.marker = observed.length;
      },
      processOutputResult: ({ state }) => {
        const last = observed.at(-1);
        if (last !== undefined) last.resultSaw = state.marker;
      },
    };
    for (let i = 0; i < 2; i++) {
      await ctx.host.run({ model: new ScriptedModel([{ text: 'ok' }]), input: `request ${i}`, inputProcessors: [stateful], outputProcessors: [stateful] });
    }
    const [first, second] = observed;
    if (first?.resultSaw !== 1 || second?.resultSaw !== 2) {
      ctx.fail(title, `processOutputResult saw ${JSON.stringify(observed.map((o) => o.resultSaw))}; it must see the state processInput wrote in the same request`);
    }
    if (first.inputSaw !== undefined || second.inputSaw !== undefined) {
      ctx.fail(title, `processInput saw state from an earlier request: ${JSON.stringify(observed.map((o) => o.inputSaw))}`);
    }
  });
}
