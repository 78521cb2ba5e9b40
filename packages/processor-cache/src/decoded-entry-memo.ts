import { LRUCache } from 'lru-cache';
import { decodeCacheEntry, isRejection, type CacheEntry, type CacheEntryRejection } from './cache-entry.js';

/**
 * Remembers the decoded form of recently served entries, so a hit whose stored value is unchanged
 * skips `JSON.parse` (the largest cost of a hit: ~1 ms for a 2,000-chunk response here) and only
 * copies the chunks. Checked by comparing the stored string, so a changed value is always
 * decoded again. Bounded by the serialized size of the entries it remembers.
 */
export class DecodedEntryMemo {
  readonly #memo: LRUCache<string, { value: string; entry: CacheEntry }>;

  constructor(maxBytes: number) {
    this.#memo = new LRUCache({ maxSize: maxBytes, sizeCalculation: (item) => Math.max(1, item.value.length) });
  }

  /** The entry `value` (stored under `key`) decodes to. */
  decode(key: string, value: string): CacheEntry | CacheEntryRejection {
    const known = this.#memo.get(key);
    if (known?.value === value) return known.entry;
    const entry = decodeCacheEntry(value);
    if (!isRejection(entry)) this.#memo.set(key, { value, entry });
    else this.#memo.delete(key);
    return entry;
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.#memo.delete(key);
  }
}
