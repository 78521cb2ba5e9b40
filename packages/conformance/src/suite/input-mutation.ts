import { TripWire, cloneJson, type ChunkType } from '@sluice/core';
import { textStreamChunks } from '../chunks/text-chunks.js';
import { findDifference } from '../compare/find-difference.js';
import { unknownChunk } from './pass-through.js';
import { StreamSession } from './stream-session.js';
import type { SuiteContext } from './suite-context.js';
import { runTolerated } from './accepted-shapes.js';
import { MESSAGE_HOOKS, type MessageHookName } from './hook-input.js';

const HOOK = 'processOutputStream';

/** Registers the input-mutation checks for the stream hook (message hooks: see message-hooks). */
export function registerInputMutation(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const title = `${HOOK}() does not mutate the chunks it receives or streamParts`;
  ctx.check(title, async () => {
    for (const text of ctx.texts) {
      const processor = await ctx.create();
      ctx.requireHook(processor, HOOK);
      const input: ChunkType[] = textStreamChunks(text, 3);
      input.splice(3, 0, unknownChunk(1));
      const copies = input.map((chunk) => cloneJson(chunk));
      const session = new StreamSession(processor);
      try {
        await session.pushAll(input);
      } catch (error) {
        if (!TripWire.isInstance(error)) throw error;
      }
      for (const [index, chunk] of input.entries()) {
        const diff = findDifference(copies[index], chunk);
        if (diff !== undefined) {
          ctx.fail(title, `the ${chunk.type} chunk at input index ${index} was mutated in place (${diff}); return a modified copy instead`);
        }
      }
      const parts = session.streamParts;
      const pushed = input.slice(0, parts.length);
      for (const [index, part] of parts.entries()) {
        if (part !== pushed[index]) ctx.fail(title, `streamParts[${index}] was replaced or reordered; streamParts is read-only`);
      }
    }
  });
}

/** The arguments of each message hook it must leave untouched whatever it declares. */
const ALWAYS_READ_ONLY: Partial<Record<MessageHookName, readonly string[]>> = {
  processLLMRequest: ['prompt', 'callOptions'],
  processLLMResponse: ['chunks', 'steps'],
  processOutputStep: ['steps', 'toolCalls'],
  processOutputResult: ['result'],
  processToolResult: ['args', 'steps'],
  processInputStep: ['steps'],
};

/** Registers, for every message hook, the check that it does not mutate what it may not mutate. */
export function registerMessageMutation(ctx: SuiteContext): void {
  for (const hook of MESSAGE_HOOKS) {
    if (!ctx.mayImplement(hook)) continue;
    const guarded = [...(ctx.supports.mutatesMessages ? [] : ['messages', 'systemMessages']), ...(ALWAYS_READ_ONLY[hook] ?? [])];
    if (guarded.length === 0) continue;
    const title = `${hook}() does not mutate ${guarded.join(', ')} in place`;
    ctx.check(title, async () => {
      for (const text of ctx.texts) {
        const processor = await ctx.create();
        ctx.requireHook(processor, hook);
        const original = (processor as unknown as Record<string, (args: Record<string, unknown>) => unknown>)[hook]?.bind(processor);
        let problem: string | undefined;
        (processor as unknown as Record<string, unknown>)[hook] = async (args: Record<string, unknown>) => {
          const before = guarded.map((key) => cloneJson(args[key]));
          const result = await original?.(args);
          guarded.forEach((key, i) => {
            const diff = findDifference(before[i], args[key], key);
            if (diff !== undefined && problem === undefined) problem = diff;
          });
          return result;
        };
        await runTolerated(processor, hook, { turns: [{ role: 'user', text }], response: text, retryCount: 0, statusCode: 400 }, ctx);
        if (problem !== undefined) {
          const hint = ctx.supports.mutatesMessages ? 'return new values instead' : 'return new messages, or declare supports.mutatesMessages';
          ctx.fail(title, `changed ${problem} in place; ${hint}`);
        }
      }
    });
  }
}
