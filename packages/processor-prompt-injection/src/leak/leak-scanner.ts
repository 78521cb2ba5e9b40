import { combine, hashCode, isWordCode, type LeakIndex } from './leak-index.js';

const FNV_OFFSET = 0x811c9dc5;

/** Settings of a scanner. */
export interface LeakScannerOptions {
  index: LeakIndex;
  minMatches: number;
  window: number;
  /** Lower-cased canary to find verbatim, if any. */
  canary: string | undefined;
}

/** What a scanner found so far. */
export interface LeakScan {
  /** True once the text reproduces the system messages (or holds the canary). */
  leaked: boolean;
  /** `system-prompt` or `canary`, when leaked. */
  reason?: 'system-prompt' | 'canary';
  /** Shared n-grams in the window when the leak was found. */
  matches: number;
  /**
   * How many characters of the text scanned so far may be released: everything before the first
   * word that could still belong to a leak.
   */
  safe: number;
}

/**
 * Scans one streamed text block incrementally, in time linear in its length: each new word's hash
 * completes an n-gram, looked up in the index; a ring of the last `window` n-grams counts the
 * shared ones, so a copy with small edits (a changed or inserted word) still counts. Offsets are
 * relative to the text not yet released; `release(n)` records that `n` characters left.
 */
export class LeakScanner {
  readonly #options: LeakScannerOptions;
  readonly #n: number;
  /** Hashes of the last n words (ring). */
  readonly #words: Uint32Array;
  /** Start offsets of the last n words (ring). */
  readonly #starts: Float64Array;
  #wordCount = 0;
  /** Whether each of the last `window` n-grams is shared (ring), and their start offsets. */
  readonly #hits: Uint8Array;
  readonly #hitStarts: Float64Array;
  #ngramCount = 0;
  #hitTotal = 0;
  #hash = FNV_OFFSET;
  #wordStart = -1;
  /** True while the current partial word is the prefix of no system-message word. */
  #partialOov = false;
  /** Absolute start of the latest complete word that is in no system message (-1: none). */
  #lastOov = -1;
  /** Characters of the scanned text not released yet (kept by the caller's hold-back). */
  held = 0;
  /** Characters released so far: word and n-gram starts are kept as absolute offsets, so a release costs nothing. */
  #base = 0;
  #scanned = 0;
  #leaked: LeakScan | undefined;

  constructor(options: LeakScannerOptions) {
    this.#options = options;
    this.#n = options.index.ngram;
    this.#words = new Uint32Array(this.#n);
    this.#starts = new Float64Array(this.#n);
    this.#hits = new Uint8Array(options.window);
    this.#hitStarts = new Float64Array(options.window);
  }

  /** Scans `pending` from where the last call stopped; `final` ends the last word. */
  scan(pending: string, final: boolean): LeakScan {
    const safe = this.scanSafe(pending, final);
    return safe < 0 ? (this.#leaked as LeakScan) : { leaked: false, matches: this.#hitTotal, safe };
  }

  /** `scan` without an allocation (for the per-chunk path): the release point, or -1 on a leak. */
  scanSafe(pending: string, final: boolean): number {
    if (this.#leaked !== undefined) return -1;
    const { index } = this.#options;
    const active = index.hashes.size > 0;
    if (active) {
      for (let i = this.#scanned; i < pending.length; i++) {
        const code = pending.charCodeAt(i);
        if (isWordCode(code)) {
          if (this.#wordStart < 0) {
            this.#wordStart = i;
            this.#hash = FNV_OFFSET;
            this.#partialOov = false;
          }
          this.#hash = hashCode(this.#hash, code);
          if (!this.#partialOov && !index.prefixes.has(this.#hash)) this.#partialOov = true;
        } else if (this.#wordStart >= 0) {
          if (this.#endWord() !== undefined) return -1;
        }
      }
      if (final && this.#wordStart >= 0 && this.#endWord() !== undefined) return -1;
    }
    const canary = this.#options.canary;
    if (canary !== undefined && this.#findCanary(pending)) {
      this.#leaked = { leaked: true, reason: 'canary', matches: 0, safe: 0 };
      return -1;
    }
    this.#scanned = pending.length;
    return final ? pending.length : this.#safe(pending.length);
  }

  /** Forgets the first `n` characters (released): offsets shift by `n`. */
  release(n: number): void {
    if (n === 0) return;
    this.#scanned -= n;
    if (this.#wordStart >= 0) this.#wordStart -= n;
    this.#base += n;
  }

  /** Ends the current word; returns the leak when that makes one. */
  #endWord(): LeakScan | undefined {
    const n = this.#n;
    const slot = this.#wordCount % n;
    this.#words[slot] = this.#hash;
    this.#starts[slot] = this.#base + this.#wordStart;
    if (!this.#options.index.words.has(this.#hash)) this.#lastOov = this.#base + this.#wordStart;
    this.#wordCount++;
    this.#wordStart = -1;
    if (this.#wordCount < n) return undefined;
    const first = this.#wordCount % n;
    const hit = this.#options.index.hashes.has(combine(this.#words, first, n, n)) ? 1 : 0;
    const w = this.#options.window;
    const hitSlot = this.#ngramCount % w;
    if (this.#ngramCount >= w) this.#hitTotal -= this.#hits[hitSlot] as number;
    this.#hits[hitSlot] = hit;
    this.#hitStarts[hitSlot] = this.#starts[first] as number;
    this.#hitTotal += hit;
    this.#ngramCount++;
    if (this.#hitTotal >= this.#options.minMatches) {
      this.#leaked = { leaked: true, reason: 'system-prompt', matches: this.#hitTotal, safe: 0 };
      return this.#leaked;
    }
    return undefined;
  }

  /** The release point: before the oldest shared n-gram in the window and the last n-1 words. */
  #safe(length: number): number {
    // A word in no system message breaks every n-gram through it: the words before it (and it)
    // can no longer start a copy, so only the words after the latest such word are held.
    const partialOov = this.#wordStart >= 0 && this.#partialOov;
    let safe = this.#wordStart >= 0 && !partialOov ? this.#wordStart : length;
    const n = this.#n;
    const held = partialOov ? 0 : Math.min(n - 1, this.#wordCount);
    for (let k = 1; k <= held; k++) {
      const start = this.#starts[(this.#wordCount - k) % n] as number;
      if (start <= this.#lastOov) break;
      safe = Math.min(safe, start - this.#base);
    }
    if (this.#hitTotal > 0) {
      const w = this.#options.window;
      const count = Math.min(w, this.#ngramCount);
      for (let k = 1; k <= count; k++) {
        const slot = (this.#ngramCount - k) % w;
        if (this.#hits[slot] === 1) safe = Math.min(safe, (this.#hitStarts[slot] as number) - this.#base);
      }
    }
    const canary = this.#options.canary;
    if (canary !== undefined) safe = Math.min(safe, Math.max(0, length - (canary.length - 1)));
    return Math.max(0, safe);
  }

  /** Looks for the canary in the new text, with enough of the held text to catch one split across chunks. */
  #findCanary(pending: string): boolean {
    const canary = this.#options.canary as string;
    const from = Math.max(0, this.#scanned - (canary.length - 1));
    return pending.slice(from).toLowerCase().includes(canary);
  }
}
