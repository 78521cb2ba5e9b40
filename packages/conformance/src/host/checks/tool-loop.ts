import { createTool, type ChunkType, type Processor } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

/** How long a call waits for a sibling to finish before the check reports sequential execution. */
const SIBLING_WAIT_MS = 2_000;

/** A Standard Schema (with JSON Schema) of `{ id: string }`, so the kit needs no zod at runtime. */
const idSchema = {
  '~standard': {
    version: 1,
    vendor: 'sluice-conformance',
    validate: (value: unknown) => ({ value: value as { id: string } }),
    jsonSchema: {
      input: () => ({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
      output: () => ({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
    },
  },
} as const;

/**
 * Three calls that finish in reverse call order only if they run at once: `c` returns at once, `b`
 * once `c` returned, `a` once `b` returned. A host running them one by one makes `a` give up after
 * a while (its result then says `late`), so the check fails instead of hanging.
 */
function reverseOrderTool() {
  const finishes = new Map<string, () => void>();
  const finished = new Map<string, Promise<void>>();
  for (const id of ['a', 'b', 'c']) finished.set(id, new Promise<void>((resolve) => finishes.set(id, resolve)));
  const waitFor = async (id: string): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, SIBLING_WAIT_MS);
    });
    const ok = await Promise.race([finished.get(id)?.then(() => true) ?? late, late]);
    clearTimeout(timer);
    return ok;
  };
  const next: Record<string, string | undefined> = { a: 'b', b: 'c', c: undefined };
  return createTool({
    id: 'step',
    inputSchema: idSchema,
    execute: async ({ id }) => {
      const after = next[id];
      const ok = after === undefined ? true : await waitFor(after);
      finishes.get(id)?.();
      return ok ? `done ${id}` : `late ${id}`;
    },
  });
}

function toolResultOrder(chunks: readonly ChunkType[]): string[] {
  return chunks.flatMap((c) => (c.type === 'tool-result' ? [c.payload.toolCallId] : []));
}

/**
 * Registers the tool-loop checks: parallel calls in call order, `stopWhen`, a retry from the final
 * `finish`, and `processToolResult` for a throwing tool (its replacement of the error's text is what
 * the model and the client get).
 */
export function registerToolLoop(ctx: HostContext): void {
  const skip = ctx.supports.toolLoop ? false : 'the host does not run the tool loop';

  const parallel = 'runs the tool calls of a step at once and adds their results in call order';
  ctx.check(
    parallel,
    async () => {
      const model = new ScriptedModel([
        { toolCalls: ['a', 'b', 'c'].map((id) => ({ toolName: 'step', toolCallId: id, input: { id } })) },
        { text: 'all done' },
      ]);
      const result = await ctx.host.run({ model, input: 'go', tools: { step: reverseOrderTool() } });
      const prompt = JSON.stringify(model.prompts[1] ?? []);
      if (prompt.includes('late')) ctx.fail(parallel, 'the calls of one step did not run at once (a call waited for a sibling that never ran)');
      const positions = ['done a', 'done b', 'done c'].map((text) => prompt.indexOf(text));
      const inCallOrder = positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)));
      if (!inCallOrder) {
        ctx.fail(parallel, 'the next prompt does not carry the tool results in call order (a, b, c)');
      }
      if (result.chunks !== undefined && toolResultOrder(result.chunks).join() !== 'c,b,a') {
        ctx.fail(parallel, `tool-result chunks came as [${toolResultOrder(result.chunks).join(', ')}]; expected completion order [c, b, a]`);
      }
      if (result.text !== 'all done') ctx.fail(parallel, `text was ${JSON.stringify(result.text)}, expected "all done"`);
    },
    skip,
  );

  const stop = 'stopWhen stops the loop before maxSteps';
  ctx.check(
    stop,
    async () => {
      const echo = createTool({ id: 'echo', inputSchema: idSchema, execute: ({ id }) => id });
      const model = new ScriptedModel([{ toolCalls: [{ toolName: 'echo', input: { id: 'x' } }] }], { loop: true });
      await ctx.host.run({ model, input: 'go', tools: { echo }, maxSteps: 5, stopWhen: ({ steps }) => steps.length >= 2 });
      if (model.calls.length !== 2) ctx.fail(stop, `the model was called ${model.calls.length} time(s); stopWhen asked to stop after 2 steps`);
    },
    skip,
  );

  const failed = 'runs processToolResult for a throwing tool, with isError and the error text';
  ctx.check(
    failed,
    async () => {
      const seen: { result: unknown; isError: boolean | undefined }[] = [];
      const redact: Processor = {
        id: 'error-redactor',
        processToolResult: ({ result, isError, messageList, toolCallId, toolName, args }) => {
          seen.push({ result, isError });
          if (typeof result !== 'string') return undefined;
          messageList.updateToolInvocation({
            type: 'tool-invocation',
            toolInvocation: { state: 'result', toolCallId, toolName, args, result: result.replace('s3cr3t', '[hidden]'), isError: true },
          });
          return messageList;
        },
      };
      const failing = createTool({
        id: 'lookup',
        inputSchema: idSchema,
        execute: ({ id }): string => {
          throw new Error(`no record s3cr3t for ${id}`);
        },
      });
      const model = new ScriptedModel([{ toolCalls: [{ toolName: 'lookup', input: { id: 'x' } }] }, { text: 'sorry' }]);
      const result = await ctx.host.run({ model, input: 'go', tools: { lookup: failing }, outputProcessors: [redact] });
      if (seen.length !== 1 || seen[0]?.isError !== true || seen[0].result !== 'no record s3cr3t for x') {
        ctx.fail(failed, `processToolResult saw ${JSON.stringify(seen)}; expected one call with isError: true and the thrown message as result`);
      }
      const prompt = JSON.stringify(model.prompts[1] ?? []);
      if (prompt.includes('s3cr3t') || !prompt.includes('no record [hidden] for x')) {
        ctx.fail(failed, 'the next prompt does not carry the replaced error text');
      }
      const errors = (result.chunks ?? []).filter((c) => c.type === 'tool-error' || c.type === 'tool-result');
      if (result.chunks !== undefined && JSON.stringify(errors).includes('s3cr3t')) {
        ctx.fail(failed, 'the client\'s tool-error chunk carries the original error text, not the replacement');
      }
    },
    skip,
  );

  const finish = 'an abort with retry on the final finish chunk re-runs the step with feedback';
  ctx.check(
    finish,
    async () => {
      let fired = false;
      const judge: Processor = {
        id: 'final-judge',
        processOutputStream: ({ part, abort }) => {
          if (part.type === 'finish' && !fired) {
            fired = true;
            abort('say it better', { retry: true });
          }
          return part;
        },
      };
      const model = new ScriptedModel([{ text: 'first draft' }, { text: 'final answer' }]);
      const result = await ctx.host.run({ model, input: 'hi', outputProcessors: [judge], maxProcessorRetries: 1 });
      if (model.calls.length !== 2) ctx.fail(finish, `the model was called ${model.calls.length} time(s); expected 2 (one retry)`);
      if (!JSON.stringify(model.prompts[1]).includes('say it better')) ctx.fail(finish, 'the retried prompt does not carry the abort reason as feedback');
      if (result.tripwire !== undefined) ctx.fail(finish, `the retried run reported a tripwire: ${JSON.stringify(result.tripwire)}`);
      if (result.text !== 'final answer') ctx.fail(finish, `text was ${JSON.stringify(result.text)}; the rejected step must be rolled back`);
      if (result.chunks !== undefined && result.chunks.filter((c) => c.type === 'finish').length !== 1) {
        ctx.fail(finish, 'the client must receive exactly one finish (the rejected one is held back)');
      }
    },
    skip,
  );
}
