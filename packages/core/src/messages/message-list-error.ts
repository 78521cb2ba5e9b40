import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.MessageListError');

/**
 * Stable codes of `MessageListError`:
 * - `INVALID_MESSAGE`: an input is not a string, StoredMessage, ModelMessage or UIMessage, has an
 *   unknown role, or carries a malformed part.
 * - `INVALID_SOURCE`: the source is not `input`, `response`, `memory`, `context` or one of Mastra's
 *   names (`user`, `system`), or a message that is not a system message is added under `system`.
 * - `UNKNOWN_TOOL_CALL`: a tool result names a call that is not in the list.
 * - `DUPLICATE_TOOL_RESULT`: a tool result arrives for a call that already has a different result
 *   (use `updateToolInvocation` to replace a result).
 * - `DUPLICATE_MESSAGE_ID`: a message reuses the id of a stored message with different content.
 * - `INVALID_SERIALIZED_LIST`: `MessageList.deserialize` got data it cannot read.
 */
export type MessageListErrorCode =
  | 'INVALID_MESSAGE'
  | 'INVALID_SOURCE'
  | 'UNKNOWN_TOOL_CALL'
  | 'DUPLICATE_TOOL_RESULT'
  | 'DUPLICATE_MESSAGE_ID'
  | 'INVALID_SERIALIZED_LIST';

/** Where a `MessageListError` happened, when known. */
export interface MessageListErrorDetails {
  /** Id of the message concerned. */
  messageId?: string;
  /** Id of the tool call concerned. */
  toolCallId?: string;
  /** Position of the offending input in the array given to `add`. */
  index?: number;
}

/**
 * Bad input to a `MessageList`. Nothing is changed when `add` throws it: the whole call is undone.
 * Branch on `code` (a `MessageListErrorCode`), never on the message text.
 */
export class MessageListError extends SluiceError {
  private readonly [MARKER] = true;
  declare readonly code: MessageListErrorCode;
  /** Id of the message concerned, when known. */
  readonly messageId: string | undefined;
  /** Id of the tool call concerned, when known. */
  readonly toolCallId: string | undefined;
  /** Position of the offending input in the array given to `add`, when known. */
  readonly index: number | undefined;

  constructor(code: MessageListErrorCode, message: string, details: MessageListErrorDetails = {}) {
    super(code, message);
    this.name = 'MessageListError';
    this.messageId = details.messageId;
    this.toolCallId = details.toolCallId;
    this.index = details.index;
  }

  /** True when `error` is a `MessageListError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is MessageListError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
