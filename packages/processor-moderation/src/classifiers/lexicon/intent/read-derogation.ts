import { condemns, framing } from './counter-speech.js';
import { derogations } from './derogation-rules.js';
import { derogationSentences } from './derogation-sentences.js';
import type { IntentHit } from './threat-rules.js';

/** What the derogation rule found in one sentence: hits (meant, not reported) and whether it saw derogation negated or countered. */
export interface DerogationFinding {
  words: readonly string[];
  hits: IntentHit[];
  negated: boolean;
  /** Whether what was negated or countered was a threat (its violence wording is then benign too). */
  threatNegated: boolean;
}

/**
 * Group derogation in a normalized text (see `derogations`), sentence by sentence. A pronoun
 * ("they", "those people") counts as a group when the sentence itself, the one before or the
 * one after names a group ("Women? They are all ..."). Derogation that is framed as someone
 * else's words or beliefs, quoted, or condemned in the same or the next sentence ("... is a racist
 * myth") is counter-speech: no hit, reported as `negated` so that term matches are lowered too.
 */
export function readDerogation(normalized: string): DerogationFinding[] {
  const sentences = derogationSentences(normalized);
  const out: DerogationFinding[] = [];
  const groupAt = new Set(sentences.filter((sentence) => sentence.group).map((sentence) => sentence.index));
  for (const [position, sentence] of sentences.entries()) {
    const { index, words } = sentence;
    const referents = groupAt.has(index) || groupAt.has(index - 1) || groupAt.has(index + 1);
    const { result, targets } = derogations(words, referents);
    if (result.hits.length === 0) {
      if (result.negated) out.push({ words, hits: [], negated: true, threatNegated: false });
      continue;
    }
    const next = sentences[position + 1];
    const condemned = condemns(words) || (next !== undefined && next.index === index + 1 && condemns(next.words));
    const framed = condemned ? undefined : framing(words);
    if (framed === undefined || targets.some((target) => framed(target.at))) {
      out.push({ words, hits: [], negated: true, threatNegated: result.hits.some((hit) => hit.category === 'hate/threatening') });
    } else out.push({ words, hits: result.hits, negated: result.negated, threatNegated: false });
  }
  return out;
}
