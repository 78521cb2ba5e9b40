import { nearestName } from '../authoring/nearest-name.js';
import { MessageListError } from './message-list-error.js';
import type { MessageSource } from './stored-message.js';

/**
 * Mastra's names for message sources that `MessageList.add` accepts beside the four Sluice ones:
 * - `user`: Mastra's deprecated name for `input` (the message is stored under `input`);
 * - `system`: system messages only (each goes to the untagged system messages, as with any source);
 *   any other message under `system` is a `MessageListError` `INVALID_SOURCE`, as in Mastra.
 */
export type MessageSourceAlias = 'user' | 'system';

/**
 * A source `MessageList.add` accepts: a `MessageSource` (`input`, `response`, `memory`, `context`)
 * or one of Mastra's `MessageSourceAlias` names. Lists always report the `MessageSource` (`getSource`).
 */
export type AddMessageSource = MessageSource | MessageSourceAlias;

/** The four sources a message is stored under. */
export const MESSAGE_SOURCES: ReadonlySet<string> = new Set<MessageSource>(['input', 'response', 'memory', 'context']);

const ALIASES: Readonly<Record<MessageSourceAlias, MessageSource | 'system'>> = { user: 'input', system: 'system' };

/** Every name `add` accepts, for error messages and suggestions. */
const ACCEPTED = [...MESSAGE_SOURCES, ...Object.keys(ALIASES)];

/**
 * The source a message given to `add` under `source` is stored under (`system`: only system
 * messages may come), or a `MessageListError` `INVALID_SOURCE` listing the valid names.
 */
export function resolveSource(source: unknown): MessageSource | 'system' {
  if (typeof source === 'string') {
    if (MESSAGE_SOURCES.has(source)) return source as MessageSource;
    if (Object.hasOwn(ALIASES, source)) return ALIASES[source as MessageSourceAlias];
  }
  const suggestion = typeof source === 'string' ? nearestName(source, ACCEPTED) : undefined;
  throw new MessageListError(
    'INVALID_SOURCE',
    `unknown message source '${String(source)}'${suggestion === undefined ? '' : ` (did you mean '${suggestion}'?)`}; ` +
      "valid sources: 'input', 'response', 'memory', 'context', and Mastra's 'user' (= 'input') and 'system' (system messages only)",
  );
}
