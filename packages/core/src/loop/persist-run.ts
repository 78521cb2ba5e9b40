import { MemoryError } from '../memory/memory-error.js';
import type { MemoryStorage, StorageThread } from '../memory/memory-storage.js';
import type { StoredMessage } from '../messages/stored-message.js';
import type { RunContext } from './run-context.js';

/** How the run ended, for persistence. */
export type RunEnd = 'success' | 'tripwire' | 'error' | 'aborted';

/**
 * Applies the persistence rules (DESIGN 3.6) and saves: only this call's input and response
 * messages, after every processor. On a tripwire, blocked content is never stored: a block in the
 * input phase (processInput, or the first step's input hooks) stores nothing; a block of the final
 * result stores the input only; a block during a later step stores the input and the completed
 * steps. On an error or abort the input and the completed steps are stored. Transient data chunks
 * are never part of the list, so never stored. A storage with `saveRun` stores the run atomically.
 * @throws MemoryError `MEMORY_NOT_SAVED` when the storage fails (its error is the `cause`), or
 *   `THREAD_RESOURCE_MISMATCH` when the thread belongs to another resource.
 */
export async function persistRun(ctx: RunContext, end: RunEnd): Promise<void> {
  const memory = ctx.options.memory;
  const { messageList } = ctx;
  if (end !== 'success') rollbackForEnd(ctx, end);
  if (memory === undefined) return;
  if (end === 'tripwire' && blockedInput(ctx)) return;
  // Only this call's input and response: recalled history is never rewritten or deleted here
  // (a processor trimming the prompt must not erase the thread).
  const messages: StoredMessage[] = messageList.drainUnsavedMessages().filter((m) => {
    const source = messageList.getSource(m.id);
    return source === 'input' || source === 'response';
  });
  messageList.drainRemovedIds();
  for (const message of messages) {
    message.threadId = memory.threadId;
    if (memory.resourceId !== undefined) message.resourceId = memory.resourceId;
  }
  const now = new Date();
  const thread: StorageThread = {
    id: memory.threadId,
    createdAt: now,
    updatedAt: now,
    ...(memory.resourceId === undefined ? {} : { resourceId: memory.resourceId }),
  };
  try {
    await saveRun(memory.storage, thread, messages);
  } catch (error) {
    if (MemoryError.isInstance(error) && error.code === 'THREAD_RESOURCE_MISMATCH') throw error;
    // The storage's own error (it may quote values) stays in `cause`, out of the message.
    throw new MemoryError('MEMORY_NOT_SAVED', `Memory was not saved for thread "${memory.threadId}": the storage failed (see cause).`, {
      threadId: memory.threadId,
      cause: error,
    });
  }
}

/** One atomic `saveRun` when the storage has it; otherwise the thread, then the messages. */
async function saveRun(storage: MemoryStorage, thread: StorageThread, messages: StoredMessage[]): Promise<void> {
  if (storage.saveRun !== undefined) {
    await storage.saveRun({ thread, messages });
    return;
  }
  const existing = await storage.getThread(thread.id);
  await storage.saveThread({
    ...thread,
    createdAt: existing?.createdAt ?? thread.createdAt,
    ...(existing?.title === undefined ? {} : { title: existing.title }),
    ...(existing?.metadata === undefined ? {} : { metadata: existing.metadata }),
  });
  if (messages.length > 0) await storage.saveMessages(messages);
}

function blockedInput(ctx: RunContext): boolean {
  return ctx.phase === 'input' || (ctx.phase === 'step-input' && ctx.steps.length === 0);
}

function rollbackForEnd(ctx: RunContext, end: RunEnd): void {
  const mark = end === 'tripwire' && ctx.phase === 'result' ? ctx.runMark : ctx.phase === 'result' ? undefined : ctx.stepMark;
  if (mark === undefined) return;
  try {
    ctx.messageList.rollbackResponse(mark);
  } catch {
    // a mark invalidated by a processor's edits: keep what is there
  }
}
