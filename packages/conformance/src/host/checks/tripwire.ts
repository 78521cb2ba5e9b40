import type { Processor } from '@sluice/core';
import { collectText } from '../../chunks/text-chunks.js';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

/** Registers the tripwire checks: input block and stream block. */
export function registerTripwire(ctx: HostContext): void {
  const input = 'an input abort blocks the model call and reports the tripwire';
  ctx.check(input, async () => {
    const guard: Processor = { id: 'input-guard', processInput: ({ abort }) => abort('blocked input') };
    const model = new ScriptedModel([{ text: 'should not be generated' }]);
    const result = await ctx.host.run({ model, input: 'bad request', inputProcessors: [guard] });
    if (model.calls.length !== 0) ctx.fail(input, `the model was called ${model.calls.length} time(s) after processInput aborted`);
    if (result.tripwire?.reason !== 'blocked input' || result.tripwire.processorId !== 'input-guard') {
      ctx.fail(input, `tripwire was ${JSON.stringify(result.tripwire)}; expected reason "blocked input" from input-guard`);
    }
    if (result.finishReason !== 'other') ctx.fail(input, `finishReason was ${result.finishReason}, expected other`);
    if (result.chunks !== undefined && !result.chunks.some((c) => c.type === 'tripwire')) {
      ctx.fail(input, 'the stream carried no tripwire chunk');
    }
  });

  const stream = 'a stream abort ends the stream before the blocked text reaches the client';
  ctx.check(stream, async () => {
    const guard: Processor = {
      id: 'stream-guard',
      processOutputStream: ({ part, abort }) => (part.type === 'text-delta' && part.payload.text.includes('forbidden') ? abort('forbidden word') : part),
    };
    const model = new ScriptedModel([{ text: ['fine ', 'forbidden ', 'more'] }]);
    const result = await ctx.host.run({ model, input: 'hi', outputProcessors: [guard] });
    if (result.tripwire?.processorId !== 'stream-guard') ctx.fail(stream, `tripwire was ${JSON.stringify(result.tripwire)}`);
    if (result.text.includes('forbidden')) ctx.fail(stream, `the result text still holds the blocked delta: ${JSON.stringify(result.text)}`);
    if (result.chunks !== undefined) {
      if (collectText(result.chunks).includes('forbidden')) ctx.fail(stream, 'the blocked delta reached the client');
      if (result.chunks.at(-1)?.type !== 'tripwire' && !result.chunks.some((c) => c.type === 'tripwire')) {
        ctx.fail(stream, 'the stream carried no tripwire chunk');
      }
    }
  });
}
