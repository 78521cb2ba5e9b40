import type { TextHoldBackDecision, TextHoldBackInput } from '@sluice/core';
import { findMatches, replaceMatches, type CompiledPattern, type RegexMatch } from './find-matches.js';

/** What the stream filter needs from its processor. */
export interface StreamFilterSettings<TState> {
  patterns: readonly CompiledPattern[];
  maxMatchLength: number;
  strategy: 'block' | 'redact' | 'warn';
  replacement: (name: string) => string;
  /** Reports (or, for `block`, aborts on) the matches of one released segment. */
  found: (matches: RegexMatch[], state: TState) => void | Promise<void>;
}

/**
 * The `decide` callback of the filter's `TextHoldBack`. Text waits until `maxMatchLength` plus
 * half of it is pending, then one scan releases all but the last `maxMatchLength` characters
 * (the longest match that may still be growing), minus any match that reaches into them. So each
 * character is scanned about three times whatever the chunk size, and at most
 * `1.5 * maxMatchLength` characters are held back.
 */
export function streamFilter<TState>(settings: StreamFilterSettings<TState>) {
  const { patterns, maxMatchLength, strategy, replacement, found } = settings;
  const scanEvery = Math.max(1, Math.floor(maxMatchLength / 2));
  return (input: TextHoldBackInput, state: TState): TextHoldBackDecision | Promise<TextHoldBackDecision> => {
    const { pending, before, final } = input;
    if (!final && pending.length < maxMatchLength + scanEvery) return 0;
    const offset = before.length;
    const matches = findMatches(patterns, before + pending, offset, maxMatchLength);
    let cut = final ? pending.length : pending.length - maxMatchLength;
    for (const match of matches) {
      if (match.start - offset < cut && match.end - offset > cut) cut = match.start - offset;
    }
    const released = matches
      .filter((m) => m.end - offset <= cut)
      .map((m) => ({ name: m.name, start: m.start - offset, end: m.end - offset }));
    if (released.length === 0) return cut;
    const segment = pending.slice(0, cut);
    const decision = { consume: cut, text: strategy === 'redact' ? replaceMatches(segment, released, replacement) : segment };
    const reported = found(released, state);
    return reported instanceof Promise ? reported.then(() => decision) : decision;
  };
}
