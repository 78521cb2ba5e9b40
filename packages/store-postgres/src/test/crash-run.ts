import type { SaveRunInput, StoredMessage } from '@sluice/core';

/** Messages per crash-test run. */
export const MESSAGES_PER_RUN = 4;
const PAYLOAD = 256 * 1024;

/** The text of message `index` of run `run`: large, and unique to it. */
export function crashText(run: number, index: number): string {
  const tag = `run ${String(run)} message ${String(index)} `;
  return tag + 'x'.repeat(PAYLOAD - tag.length);
}

/** Run `run` of the crash test: one thread, `MESSAGES_PER_RUN` large messages with ids r<run>-m<i>. */
export function crashRun(run: number): SaveRunInput {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + run * 1000);
  const messages: StoredMessage[] = Array.from({ length: MESSAGES_PER_RUN }, (_, index) => ({
    id: `r${String(run)}-m${String(index)}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    createdAt: new Date(createdAt.getTime() + index),
    content: { format: 2, parts: [{ type: 'text', text: crashText(run, index) }] },
  }));
  return { thread: { id: 'crash', resourceId: 'u', createdAt, updatedAt: createdAt }, messages };
}
