import type { ModelPrompt } from '@sluice/core';
import { groupPrompt } from './group-prompt.js';
import type { MessageCounter } from './message-counter.js';
import { selectUnits, type TrimUnit } from './select-units.js';

/** What `trimPrompt` produced. */
export interface PromptTrimResult {
  /** The trimmed prompt (the input itself when nothing was dropped). */
  prompt: ModelPrompt;
  /** False when system messages, fixed costs and the newest user message alone exceed the budget. */
  fits: boolean;
  /** Tokens of the whole prompt before trimming, fixed costs included. */
  totalTokens: number;
  /** Tokens of the returned prompt, fixed costs included. */
  keptTokens: number;
  /** Tokens that can never be dropped: system messages, fixed costs, the newest user message's unit. */
  requiredTokens: number;
  /** How many messages were dropped. */
  droppedMessages: number;
}

/** Options of `trimPrompt`. */
export interface TrimPromptOptions {
  /** Tokens the prompt may use, fixed costs included. */
  budget: number;
  /** Tokens added outside the messages (reply priming, tool definitions). */
  fixedTokens: number;
  /** Drop leading history until it starts with a user message. */
  startWithUser: boolean;
}

/**
 * Trims a provider prompt to a token budget: every system message is kept, then the newest user
 * message's unit, then the newest units back in time; tool calls stay with their results and no
 * message is ever split. Never mutates `prompt`.
 */
export function trimPrompt(prompt: ModelPrompt, counter: MessageCounter, options: TrimPromptOptions): PromptTrimResult {
  let systemTokens = options.fixedTokens;
  for (const message of prompt) {
    if (message.role === 'system') systemTokens += counter.promptMessage(message);
  }
  const groups = groupPrompt(prompt);
  let pinned: number | undefined;
  let messagesTokens = 0;
  const units: TrimUnit[] = groups.map((group, index) => {
    let cost = 0;
    for (const at of group) {
      const message = prompt[at];
      if (message === undefined) continue;
      cost += counter.promptMessage(message);
      if (message.role === 'user') pinned = index;
    }
    messagesTokens += cost;
    return { cost, startsWithUser: prompt[group[0] ?? -1]?.role === 'user' };
  });
  const totalTokens = systemTokens + messagesTokens;
  const requiredOnTop = pinned === undefined ? 0 : (units[pinned]?.cost ?? 0);
  if (totalTokens <= options.budget) {
    return { prompt, fits: true, totalTokens, keptTokens: totalTokens, requiredTokens: systemTokens + requiredOnTop, droppedMessages: 0 };
  }
  const selection = selectUnits(units, options.budget - systemTokens, pinned, options.startWithUser);
  const requiredTokens = systemTokens + selection.requiredCost;
  if (systemTokens > options.budget || !selection.fits) {
    return { prompt, fits: false, totalTokens, keptTokens: totalTokens, requiredTokens, droppedMessages: 0 };
  }
  const keepMessage = prompt.map((message) => message.role === 'system');
  for (const [index, group] of groups.entries()) {
    if (selection.keep[index] === true) for (const at of group) keepMessage[at] = true;
  }
  const trimmed = prompt.filter((_, index) => keepMessage[index]);
  return {
    prompt: trimmed,
    fits: true,
    totalTokens,
    keptTokens: systemTokens + selection.keptCost,
    requiredTokens,
    droppedMessages: prompt.length - trimmed.length,
  };
}
