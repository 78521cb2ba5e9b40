import { flattenText } from '../flatten-text.js';
import type { MessagePart, StoredMessageContent } from '../stored-message.js';

/** What `content.content` was last set to by the list, and for which parts. */
export interface FlatTextCache {
  /** The parts array the text was computed from. */
  readonly parts: readonly MessagePart[];
  /** How many of those parts it covers. */
  readonly count: number;
  /** The text written into `content.content`. */
  readonly text: string;
}

/**
 * The flattened text of `content` after parts were appended from index `from` on: the cached text
 * plus the new parts' text when the cache still describes the parts before `from` (same array, same
 * length, `content.content` untouched), else a full `flattenText`. Costs O(appended parts) on a long
 * turn instead of O(all parts). In-place edits of earlier parts are not seen until the cache is
 * dropped (`markUnsaved`, replace, rollback or drain recompute from every part).
 */
export function appendedFlatText(content: StoredMessageContent, from: number, cache: FlatTextCache | undefined): string {
  const parts = content.parts;
  if (cache === undefined || cache.parts !== parts || cache.count !== from || content.content !== cache.text) return flattenText(parts);
  return cache.text + flattenText(parts.slice(from));
}

/** The cache entry for `content` as it is now (its `content.content` set from all its parts). */
export function flatTextCache(content: StoredMessageContent): FlatTextCache | undefined {
  return typeof content.content === 'string' ? { parts: content.parts, count: content.parts.length, text: content.content } : undefined;
}
