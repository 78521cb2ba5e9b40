import type { CategoryScores } from '../../classifier.js';

/**
 * The scores of recently scored texts, least recently used first out, bounded by the characters
 * of text it keeps. Safe only for a classifier whose scores depend on the text alone (the
 * lexicon): a hit returns exactly what scoring again would. Hits are returned as copies, so a
 * caller that edits its result cannot change a later one.
 */
export class ScoreCache {
  readonly #maxChars: number;
  readonly #entries = new Map<string, CategoryScores>();
  #chars = 0;

  /**
   * @param maxChars Characters of text kept at most; 0 keeps nothing.
   * @throws RangeError when `maxChars` is not a non-negative integer.
   */
  constructor(maxChars: number) {
    if (!Number.isInteger(maxChars) || maxChars < 0) {
      throw new RangeError('lexicon(): cacheChars must be a non-negative integer');
    }
    this.#maxChars = maxChars;
  }

  /** The scores of `text`, from the cache or from `score` (then kept). */
  get(text: string, score: (text: string) => CategoryScores): CategoryScores {
    const cached = this.lookup(text);
    if (cached !== undefined) return cached;
    const scores = score(text);
    this.keep(text, scores);
    return scores;
  }

  /** A copy of the kept scores of `text` (now the most recently used), or undefined. */
  lookup(text: string): CategoryScores | undefined {
    const cached = this.#entries.get(text);
    if (cached === undefined) return undefined;
    this.#entries.delete(text);
    this.#entries.set(text, cached);
    return { ...cached };
  }

  /** Keeps a copy of the scores of `text` when it fits, dropping the least recently used. */
  keep(text: string, scores: CategoryScores): void {
    if (text.length <= this.#maxChars && !this.#entries.has(text)) {
      this.#entries.set(text, { ...scores });
      this.#chars += text.length;
      for (const oldest of this.#entries.keys()) {
        if (this.#chars <= this.#maxChars) break;
        this.#entries.delete(oldest);
        this.#chars -= oldest.length;
      }
    }
  }
}
