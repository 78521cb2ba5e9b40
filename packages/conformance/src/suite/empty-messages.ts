import { MessageList, TripWire } from '@sluice/core';
import { buildMessageList, MESSAGE_HOOKS, runMessageHook, type HookInput, type MessageHookName } from './hook-input.js';
import { describeError } from './stream-outcome.js';
import { createEnvironment, type SuiteContext } from './suite-context.js';

const EMPTY_TEXTS: HookInput = {
  turns: [
    { role: 'user', text: '' },
    { role: 'assistant', text: '' },
    { role: 'user', text: '' },
  ],
  response: '',
  retryCount: 0,
  statusCode: 400,
};

const NO_TURNS: HookInput = { turns: [], response: '', retryCount: 0, statusCode: 400 };

/** The edge inputs: a list with no message at all, and messages whose every text is `''`. */
function edgeCases(hook: MessageHookName): { label: string; input: HookInput; list: () => MessageList }[] {
  return [
    { label: 'an empty message list', input: NO_TURNS, list: () => new MessageList() },
    { label: "messages whose text is ''", input: EMPTY_TEXTS, list: () => buildMessageList(EMPTY_TEXTS, hook) },
  ];
}

/**
 * Registers, for every message hook the processor may implement, the edge-input check: the hook
 * must not throw on an empty message list or on messages with empty texts (an `abort()` is an
 * accepted outcome).
 */
export function registerEmptyMessages(ctx: SuiteContext): void {
  for (const hook of MESSAGE_HOOKS) {
    if (!ctx.mayImplement(hook)) continue;
    const title = `${hook}() does not throw on an empty message list or empty texts`;
    ctx.check(title, async () => {
      const probe = await ctx.create();
      ctx.requireHook(probe, hook);
      const model = createEnvironment(ctx.options, ctx.supports).model;
      for (const { label, input, list } of edgeCases(hook)) {
        try {
          await runMessageHook(await ctx.create(), hook, input, model, list());
        } catch (error) {
          if (TripWire.isInstance(error)) continue;
          ctx.fail(title, `threw on ${label}: ${describeError(error)}`, error);
        }
      }
    });
  }
}
