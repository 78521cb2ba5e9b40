// Frozen test-only copy of src/messages/internal/add-input.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { MessageListError } from '../message-list-error.js';
import type { AddMessagesOptions } from '../../../message-list-types.js';
import type { NormalizeContext, NormalizedInput } from '../../../normalize/normalized-input.js';
import { normalizeInput } from '../../../normalize/normalize-input.js';
import type { MessageSource } from '../../../stored-message.js';
import { beginsStep } from '../../../internal/begins-step.js';
import { isRecord } from '../../../../contract/is-record.js';
import type { ListState } from './list-state.js';
import type { UndoLog } from '../../../internal/restore-object.js';
import { sameContent } from './same-content.js';

/**
 * Adds one input to the list (see `MessageList.add`), recording every change in `undo`.
 */
export function addInput(
  state: ListState,
  input: unknown,
  source: MessageSource,
  options: AddMessagesOptions,
  context: NormalizeContext,
  undo: UndoLog,
): void {
  const index = context.index;
  // Re-adding a live object from `get.*.db()` is a no-op.
  if (isRecord(input) && typeof input.id === 'string' && (state.store.get(input.id)?.message as unknown) === input) return;
  const normalized = normalizeInput(input, context);
  if (normalized.kind === 'system') {
    const remove = state.system.add(normalized.message);
    if (remove !== undefined) undo.push(remove);
  } else if (normalized.kind === 'tool-results') {
    const owner = state.foldResults(normalized.results, index, undo) ?? state.lastAssistant();
    if (normalized.extraParts.length === 0) return;
    if (owner === undefined) {
      throw new MessageListError('INVALID_MESSAGE', 'a tool message part has no assistant message to join', { index });
    }
    state.appendParts(owner, normalized.extraParts, false, undo);
  } else {
    addMessage(state, normalized, source, index, options, undo);
    state.foldResults(normalized.pendingResults, index, undo);
  }
}

/** Adds, merges or replaces one normalised message, following the duplicate-id and merge rules. */
function addMessage(
  state: ListState,
  normalized: Extract<NormalizedInput, { kind: 'message' }>,
  source: MessageSource,
  index: number,
  options: AddMessagesOptions,
  undo: UndoLog,
): void {
  const incoming = normalized.message;
  const tail = state.store.tail;
  const mergesIntoTail =
    tail !== undefined && source === 'response' && incoming.role === 'assistant' && tail.source === 'response' && tail.message.role === 'assistant';
  const existing = normalized.hasOwnId ? state.store.get(incoming.id) : undefined;
  if (existing !== undefined) {
    if (sameContent(existing.message, incoming)) return;
    if (existing === tail && mergesIntoTail) {
      state.appendParts(existing, incoming.content.parts, true, undo, incoming.content.metadata);
      return;
    }
    const policy = options.duplicates ?? 'error';
    if (policy === 'skip') return;
    if (policy === 'replace') {
      state.replaceContent(existing, incoming, undo);
      return;
    }
    throw new MessageListError(
      'DUPLICATE_MESSAGE_ID',
      `message id '${incoming.id}' is already in the list with different content (pass { duplicates: 'replace' } to replace it)`,
      { messageId: incoming.id, index },
    );
  }
  if (!normalized.hasOwnId && mergesIntoTail) {
    state.appendParts(tail, incoming.content.parts, true, undo, incoming.content.metadata);
    return;
  }
  if (normalized.isStepContent && source === 'response' && beginsStep(incoming.content.parts)) {
    incoming.content.parts.unshift({ type: 'step-start' });
  }
  state.insert(incoming, source, undo);
}

