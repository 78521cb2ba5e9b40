import { sentences } from './sentences.js';
import { CONTEXT_WORDS, RULE_WORDS } from './triggers.js';

/** The sentences of a normalized text that can give an intent rule a finding, as arrays of words. */
export function ruleSentences(normalized: string): string[][] {
  return triggeredSentences(normalized, RULE_SOURCE);
}

/** The sentences of a normalized text that can hold a context marker, as arrays of words. */
export function contextSentences(normalized: string): string[][] {
  return triggeredSentences(normalized, CONTEXT_SOURCE);
}

/**
 * The sentences of a normalized text that hold at least one of the words of `source`, as
 * arrays of words; the other sentences cannot give any rule a finding, and are not split into
 * words at all. One regular-expression scan over the text for trigger words (a union of plain
 * words between word boundaries: no backtracking beyond one word), then each hit's sentence is
 * taken once: every character is visited a bounded number of times, so the cost is linear.
 */
function triggeredSentences(normalized: string, source: string): string[][] {
  const out: string[][] = [];
  const pattern = new RegExp(source, 'g');
  let done = 0;
  for (let match = pattern.exec(normalized); match !== null; match = pattern.exec(normalized)) {
    let start = match.index;
    while (start > done && !isSentenceEnd(normalized.charCodeAt(start - 1))) start--;
    let end = match.index + match[0].length;
    while (end < normalized.length && !isSentenceEnd(normalized.charCodeAt(end))) end++;
    out.push(...sentences(normalized.slice(start, end)));
    done = end;
    pattern.lastIndex = end;
  }
  return out;
}

function isSentenceEnd(code: number): boolean {
  return code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x3a || code === 0x0a || code === 0x0d;
}

/** A union of `words`, longest first, between word boundaries. */
function unionOf(words: ReadonlySet<string>): string {
  return `(?<![a-z0-9])(?:${[...words].sort((a, b) => b.length - a.length).join('|')})(?![a-z0-9])`;
}

const RULE_SOURCE = unionOf(RULE_WORDS);
const CONTEXT_SOURCE = unionOf(CONTEXT_WORDS);
