import type { Processor } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

/** Registers the data-chunk check: custom chunks reach the client and only opted-in processors. */
export function registerDataChunks(ctx: HostContext): void {
  const title = 'delivers writer.custom() data chunks to the client and only to processors with processDataParts';
  ctx.check(
    title,
    async () => {
      const plainSaw: string[] = [];
      const dataSaw: string[] = [];
      const emitter: Processor = {
        id: 'emitter',
        processOutputStream: async ({ part, writer }) => {
          if (part.type === 'text-start') await writer.custom({ type: 'data-note', data: { n: 1 } });
          return part;
        },
      };
      const plain: Processor = { id: 'plain', processOutputStream: ({ part }) => { plainSaw.push(part.type); return part; } };
      const opted: Processor = { id: 'opted', processDataParts: true, processOutputStream: ({ part }) => { dataSaw.push(part.type); return part; } };
      const result = await ctx.host.run({ model: new ScriptedModel([{ text: 'with data' }]), input: 'hi', outputProcessors: [emitter, plain, opted] });
      if (plainSaw.some((t) => t.startsWith('data-'))) ctx.fail(title, 'a processor without processDataParts received a data-* chunk');
      if (!dataSaw.includes('data-note')) ctx.fail(title, `the processor with processDataParts never saw data-note (saw ${dataSaw.join(', ')})`);
      if (!(result.chunks ?? []).some((c) => c.type === 'data-note')) ctx.fail(title, 'the data-note chunk did not reach the client');
    },
    ctx.supports.streaming ? false : 'the host does not stream',
  );
}
