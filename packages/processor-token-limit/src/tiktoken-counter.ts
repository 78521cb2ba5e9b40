import { SluiceError } from '@sluice/core';
import { Tiktoken } from 'js-tiktoken/lite';
import { countBytePairTokens, type MergeRanks } from './bpe-count.js';
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
  let count: ((text: string) => number) | undefined;
  return {
    name: encoding,
    async load() {
      count ??= pieceCounter(await loadEncoder(encoding));
    },
    count(text) {
      if (count === undefined) {
        throw new SluiceError('TOKEN_COUNTER_NOT_LOADED', `tiktokenCounter(${encoding}): call load() before count()`);
      }
      return text.length === 0 ? 0 : count(text);
    },
  };
}

/** The parts of a js-tiktoken encoder the counter reads (public fields, marked internal in its types). */
interface EncoderTables {
  patStr: string;
  rankMap: MergeRanks;
}

function hasTables(encoder: object): encoder is EncoderTables {
  const tables = encoder as Partial<EncoderTables>;
  return typeof tables.patStr === 'string' && tables.rankMap instanceof Map;
}

/**
 * Counts as `encoder.encode(text, [], []).length` does: split into pre-tokens with the
 * encoding's pattern, then byte-pair merge each, but with a merge that stays O(n log n) on long
 * pre-tokens (js-tiktoken's is quadratic: 8,000 letters without a space took 7 s). Falls back to
 * `encode` if the encoder's tables are not where this version of js-tiktoken keeps them.
 */
function pieceCounter(encoder: Tiktoken): (text: string) => number {
  if (!hasTables(encoder)) return (text) => encoder.encode(text, [], []).length;
  const { patStr, rankMap } = encoder;
  const pattern = new RegExp(patStr, 'ug');
  const utf8 = new TextEncoder();
  return (text) => {
    let tokens = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      if (match[0].length === 0) {
        // Step over one code point, as matchAll does with a Unicode pattern.
        const code = text.codePointAt(pattern.lastIndex) ?? 0;
        pattern.lastIndex += code > 0xffff ? 2 : 1;
        continue;
      }
      const piece = utf8.encode(match[0]);
      tokens += rankMap.has(piece.join(',')) ? 1 : countBytePairTokens(piece, rankMap);
    }
    return tokens;
  };
}
