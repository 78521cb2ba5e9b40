import type { CategoryScores, ModerationClassifier } from '../classifier.js';
import type { MessageList, StoredMessage, ToolInvocationPart } from '@sluice/core';

/**
 * A test classifier: scores `violence` 0.9 for texts containing `marker` (0 otherwise), records every call.
 * `fail` makes every call reject with that error.
 */
export function markerClassifier(marker = 'FLAG', fail?: unknown) {
  const calls: string[][] = [];
  const classifier: ModerationClassifier & { calls: string[][] } = {
    id: 'marker',
    calls,
    classify: (texts) => {
      calls.push([...texts]);
      if (fail !== undefined) return Promise.reject(fail instanceof Error ? fail : new Error('classifier failed'));
      return Promise.resolve(texts.map((text): CategoryScores => (text.includes(marker) ? { violence: 0.9 } : { violence: 0 })));
    },
  };
  return classifier;
}

/** A stored message with one text part. */
export function textMessage(id: string, role: StoredMessage['role'], text: string): StoredMessage {
  return { id, role, createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** A stand-in `MessageList` recording `updateToolInvocation` calls (until tests use the real one). */
export function recordingMessageList(): { list: MessageList; updates: ToolInvocationPart[] } {
  const updates: ToolInvocationPart[] = [];
  const list = {
    updateToolInvocation: (part: ToolInvocationPart) => {
      updates.push(part);
      return true;
    },
  } as unknown as MessageList;
  return { list, updates };
}
