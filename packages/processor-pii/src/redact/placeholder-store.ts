import type { PlaceholderEntry } from '../vault/placeholder-vault.js';

const PLACEHOLDER = /<([A-Z][A-Z0-9_]{0,40})_(\d{1,6})>/g;

/**
 * The value map for placeholders: one number per distinct value and type (`<EMAIL_1>`,
 * `<EMAIL_2>`...). Lives in the processor's per-request `state`; a reversible detector loads it
 * from and saves it to its placeholder vault per thread, so numbering continues across runs.
 * Never logged.
 */
export class PlaceholderStore {
  readonly #byKey = new Map<string, string>();
  readonly #byPlaceholder = new Map<string, string>();
  readonly #counters = new Map<string, number>();

  /** The placeholder of `value` as `type`, creating the next number on first sight. */
  placeholderFor(type: string, value: string): string {
    const key = `${type}\u0000${value}`;
    const known = this.#byKey.get(key);
    if (known !== undefined) return known;
    const n = (this.#counters.get(type) ?? 0) + 1;
    this.#counters.set(type, n);
    const placeholder = `<${type}_${n}>`;
    this.#byKey.set(key, placeholder);
    this.#byPlaceholder.set(placeholder, value);
    return placeholder;
  }

  /** The placeholder already given to `value` as `type` in this run, or undefined. */
  knownPlaceholder(type: string, value: string): string | undefined {
    return this.#byKey.get(`${type}\u0000${value}`);
  }

  /** The original value of a placeholder of this run, or undefined. */
  valueOf(placeholder: string): string | undefined {
    return this.#byPlaceholder.get(placeholder);
  }

  /** Replaces every known placeholder in `text` by its value (linear: one bounded pattern). */
  restore(text: string): string {
    if (this.#byPlaceholder.size === 0 || !text.includes('<')) return text;
    return text.replace(/<[A-Z][A-Z0-9_]{0,40}_\d{1,6}>/g, (p) => this.#byPlaceholder.get(p) ?? p);
  }

  /**
   * Puts placeholders back for every value of this run that appears literally in `text` (longest
   * values first). O(text length x distinct values); used on prompts and stored messages.
   */
  reRedact(text: string): string {
    if (this.#byPlaceholder.size === 0) return text;
    let out = text;
    const entries = [...this.#byPlaceholder.entries()].sort(([, a], [, b]) => b.length - a.length);
    for (const [placeholder, value] of entries) if (value !== '' && out.includes(value)) out = out.split(value).join(placeholder);
    return out;
  }

  /**
   * Numbers placeholders found in `text` (recalled from memory) as taken, so new values get higher
   * numbers and a recalled placeholder whose value is unknown is never re-bound to another value.
   */
  reserve(text: string): void {
    if (!text.includes('<')) return;
    for (const [, type = '', digits = '0'] of text.matchAll(PLACEHOLDER)) {
      const n = Number(digits);
      if (n > (this.#counters.get(type) ?? 0)) this.#counters.set(type, n);
    }
  }

  /** Adds saved entries (from a vault); an entry that conflicts with one already held is skipped. */
  load(entries: readonly PlaceholderEntry[]): void {
    for (const { placeholder, type, value } of entries) {
      const key = `${type}\u0000${value}`;
      if (this.#byKey.has(key) || this.#byPlaceholder.has(placeholder)) continue;
      this.#byKey.set(key, placeholder);
      this.#byPlaceholder.set(placeholder, value);
      this.reserve(placeholder);
    }
  }

  /** Every entry held, to save in a vault. */
  entries(): PlaceholderEntry[] {
    return [...this.#byKey].map(([key, placeholder]) => {
      const split = key.indexOf('\u0000');
      return { placeholder, type: key.slice(0, split), value: key.slice(split + 1) };
    });
  }

  /** Number of distinct values held. */
  get size(): number {
    return this.#byPlaceholder.size;
  }
}
