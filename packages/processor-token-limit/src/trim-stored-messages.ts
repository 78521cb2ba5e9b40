import type { StoredMessage } from '@sluice/core';
import type { MessageCounter } from './message-counter.js';
import { selectUnits } from './select-units.js';

/** What `trimStoredMessages` decided. */
export interface StoredTrimResult {
  /** Ids of the messages to drop, oldest first. */
  dropIds: string[];
  /** False when the newest user message alone exceeds the budget. */
  fits: boolean;
  /** Tokens of the messages before trimming. */
  totalTokens: number;
  /** Tokens of the messages kept. */
  keptTokens: number;
}

/**
 * Chooses which stored messages to drop so the rest fits `budget` (system messages are not part
 * of `messages`). A stored message holds its tool calls with their results, so keeping whole
 * messages keeps every pair intact; the newest user message is always kept.
 */
export function trimStoredMessages(
  messages: readonly StoredMessage[],
  counter: MessageCounter,
  budget: number,
  startWithUser: boolean,
): StoredTrimResult {
  let pinned: number | undefined;
  let totalTokens = 0;
  const units = messages.map((message, index) => {
    if (message.role === 'user') pinned = index;
    const cost = counter.storedMessage(message);
    totalTokens += cost;
    return { cost, startsWithUser: message.role === 'user' };
  });
  if (totalTokens <= budget) return { dropIds: [], fits: true, totalTokens, keptTokens: totalTokens };
  const selection = selectUnits(units, budget, pinned, startWithUser);
  if (!selection.fits) return { dropIds: [], fits: false, totalTokens, keptTokens: totalTokens };
  const dropIds = messages.filter((_, index) => selection.keep[index] !== true).map((message) => message.id);
  return { dropIds, fits: true, totalTokens, keptTokens: selection.keptCost };
}
