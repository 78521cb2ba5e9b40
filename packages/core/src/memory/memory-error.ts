import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.MemoryError');

/**
 * Stable codes of `MemoryError`:
 * - `THREAD_RESOURCE_MISMATCH`: a thread owned by one resource was read or written under another.
 * - `MEMORY_NOT_SAVED`: the run's input and response could not be persisted (the storage failed);
 *   nothing of the run is stored when the storage saves runs atomically.
 * - `MEMORY_RECALL_FAILED`: the thread's messages could not be read before the run.
 * - `STORAGE_CLOSED`: the storage was used after `close()`.
 * - `STORED_ROW_INVALID`: a row read back from a database is not one a store wrote (a role, a
 *   timestamp or a column of the wrong kind, or content that is not JSON); the message names the
 *   row and the column, never the content.
 */
export type MemoryErrorCode =
  | 'THREAD_RESOURCE_MISMATCH'
  | 'MEMORY_NOT_SAVED'
  | 'MEMORY_RECALL_FAILED'
  | 'STORAGE_CLOSED'
  | 'STORED_ROW_INVALID';

/** What a `MemoryError` is about. */
export interface MemoryErrorDetails {
  /** The thread concerned. */
  threadId?: string;
  /** The resource that owns the thread (`THREAD_RESOURCE_MISMATCH`). */
  ownerResourceId?: string;
  /** The resource the caller asked for (`THREAD_RESOURCE_MISMATCH`). */
  requestedResourceId?: string;
  /** The storage's own error, for `MEMORY_NOT_SAVED` and `MEMORY_RECALL_FAILED`; the parse error for `STORED_ROW_INVALID`. */
  cause?: unknown;
}

/**
 * An agent's memory could not be read or written, or a thread was accessed under a resource it
 * does not belong to. Branch on `code` (a `MemoryErrorCode`), never on the message text. Messages
 * name thread and resource ids, never message content.
 */
export class MemoryError extends SluiceError {
  private readonly [MARKER] = true;
  declare readonly code: MemoryErrorCode;
  /** The thread concerned, when known. */
  readonly threadId: string | undefined;
  /** The owner of the thread, for `THREAD_RESOURCE_MISMATCH`. */
  readonly ownerResourceId: string | undefined;
  /** The resource asked for, for `THREAD_RESOURCE_MISMATCH`. */
  readonly requestedResourceId: string | undefined;

  constructor(code: MemoryErrorCode, message: string, details: MemoryErrorDetails = {}) {
    super(code, message, details.cause === undefined ? {} : { cause: details.cause });
    this.name = 'MemoryError';
    this.threadId = details.threadId;
    this.ownerResourceId = details.ownerResourceId;
    this.requestedResourceId = details.requestedResourceId;
  }

  /** True when `error` is a `MemoryError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is MemoryError {
    return SluiceError.hasMarker(error, MARKER);
  }

  /** The error for a thread owned by `owner` that was used under `requested`. */
  static resourceMismatch(threadId: string, owner: string, requested: string): MemoryError {
    return new MemoryError(
      'THREAD_RESOURCE_MISMATCH',
      `Thread "${threadId}" belongs to another resource than "${requested}": memory is never mixed across resources.`,
      { threadId, ownerResourceId: owner, requestedResourceId: requested },
    );
  }
}

/**
 * Throws `THREAD_RESOURCE_MISMATCH` when a thread owned by `owner` is used under another
 * resource. A thread with no owner, or a call that names no resource, is not a mismatch.
 */
export function assertThreadResource(threadId: string, owner: string | undefined, requested: string | undefined): void {
  if (owner !== undefined && requested !== undefined && owner !== requested) {
    throw MemoryError.resourceMismatch(threadId, owner, requested);
  }
}
