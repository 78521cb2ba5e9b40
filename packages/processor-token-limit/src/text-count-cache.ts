import type { TokenCounter } from './token-counter.js';

/**
 * Memoises `counter.count(text)` by text, bounded to `maxEntries` (oldest dropped first). Correct
 * under in-place message edits, since the key is the text itself.
 */
export class TextCountCache {
  readonly #counts = new Map<string, number>();
  readonly #counter: TokenCounter;
  readonly #maxEntries: number;

  constructor(counter: TokenCounter, maxEntries = 50_000) {
    this.#counter = counter;
    this.#maxEntries = maxEntries;
  }

  /** Tokens of `text`, from the cache when seen before. */
  count(text: string): number {
    if (text.length === 0) return 0;
    const cached = this.#counts.get(text);
    if (cached !== undefined) return cached;
    const tokens = this.#counter.count(text);
    if (this.#counts.size >= this.#maxEntries) {
      const oldest = this.#counts.keys().next();
      if (oldest.done !== true) this.#counts.delete(oldest.value);
    }
    this.#counts.set(text, tokens);
    return tokens;
  }
}
