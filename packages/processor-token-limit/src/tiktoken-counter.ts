import { SluiceError } from '@sluice/core';
import { Tiktoken } from 'js-tiktoken/lite';
import type { TokenCounter } from './token-counter.js';

/** Encodings shipped with this package (inside `js-tiktoken`, no network needed). */
export type TiktokenEncoding = 'o200k_base' | 'cl100k_base';

const loaders: Record<TiktokenEncoding, () => Promise<{ default: ConstructorParameters<typeof Tiktoken>[0] }>> = {
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
};

// One encoder per encoding per process: loading o200k_base takes about a second.
const encoders = new Map<TiktokenEncoding, Promise<Tiktoken>>();

/** The shared encoder of `encoding`, loaded once per process (internal; not exported from the package). */
export function loadEncoder(encoding: TiktokenEncoding): Promise<Tiktoken> {
  let pending = encoders.get(encoding);
  if (pending === undefined) {
    pending = loaders[encoding]().then((ranks) => new Tiktoken(ranks.default));
    pending.catch(() => encoders.delete(encoding));
    encoders.set(encoding, pending);
  }
  return pending;
}

/**
 * A counter using OpenAI's BPE encodings: `o200k_base` (GPT-4o, GPT-4.1, GPT-5, o-series) or
 * `cl100k_base` (GPT-4, GPT-3.5). The encoding is imported lazily on the first `load()`.
 * Special-token text such as `<|endoftext|>` is counted as ordinary text, as providers do for
 * user content. For other providers' models it is an approximation (their tokenizers differ).
 */
export function tiktokenCounter(encoding: TiktokenEncoding = 'o200k_base'): TokenCounter {
  let encoder: Tiktoken | undefined;
  return {
    name: encoding,
    async load() {
      encoder ??= await loadEncoder(encoding);
    },
    count(text) {
      if (encoder === undefined) {
        throw new SluiceError('TOKEN_COUNTER_NOT_LOADED', `tiktokenCounter(${encoding}): call load() before count()`);
      }
      return text.length === 0 ? 0 : encoder.encode(text, [], []).length;
    },
  };
}
