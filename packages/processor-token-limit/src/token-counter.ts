/**
 * Counts tokens of text. Pass your own to `TokenLimiter` / `ContextOverflowRecovery` for a
 * tokenizer this package does not ship (e.g. a provider's count endpoint cached locally).
 */
export interface TokenCounter {
  /** Shown in violations and errors, e.g. `o200k_base`. */
  readonly name: string;
  /** Prepares the counter (loads encodings); idempotent. `count` may be called once it resolved. */
  load(): Promise<void>;
  /** Number of tokens of `text`. */
  count(text: string): number;
}

/**
 * A counter that estimates one token per four UTF-16 code units (rounded up). No tokenizer to
 * load: use it where bundle size or start-up matter more than exactness.
 */
export function approximateCounter(charsPerToken = 4): TokenCounter {
  return {
    name: `approximate-${charsPerToken}`,
    load: () => Promise.resolve(),
    count: (text) => Math.ceil(text.length / charsPerToken),
  };
}
