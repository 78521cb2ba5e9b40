import { sentences } from './sentences.js';
import { wordSet } from './phrases.js';

/**
 * In-group self-reference: the speaker names themself (or their own group) with an identity term,
 * as in reclaimed use ("as a ... myself", "I'm a proud ...", "we ... have to stick together"). A
 * term the speaker applies to themself is not hate toward a group, so such a text lowers `hate`
 * and `harassment` term matches; only while it addresses or names nobody else (no "you", "he",
 * "they"), so that "I'm a proud X and you are a Y" stays as it is. Written from how self-reference
 * is phrased, English only; linear in the text.
 */
export function isSelfReference(normalized: string): boolean {
  let found = false;
  for (const words of sentences(normalized)) {
    for (let i = 0; i < words.length; i++) {
      if (OTHERS.has(words[i] ?? '')) return false;
      if (!found && frameAt(words, i)) found = true;
    }
  }
  return found;
}

/** Words that address or name someone other than the speaker. */
const OTHERS = wordSet('you u ur your youre yall he she his him her they them their those these');
/** Words that close an identity noun the speaker applies to themself ("... myself", "... and proud"). */
const CLOSING = wordSet('myself ourselves and but too so who here like');
const AUXILIARIES = wordSet('are r have need can should get dont do wil');
/** Words of pride in or reclaiming an identity term. */
const PRIDE = wordSet('proud pride reclaim reclaimed reclaiming');

/** A self-reference frame at `i`: "I'm a/an ... <closing>", "as a/an ... <closing>", "we <noun> are ...", "my fellow", pride. */
function frameAt(words: readonly string[], i: number): boolean {
  const word = words[i] ?? '';
  const next = words[i + 1] ?? '';
  if (PRIDE.has(word) || (word === 'my' && next === 'felow')) return true;
  if (word === 'we' && words.length > i + 2 && AUXILIARIES.has(words[i + 2] ?? '') && !AUXILIARIES.has(next)) return true;
  let noun = -1;
  if ((word === 'im' || word === 'as') && (next === 'a' || next === 'an')) noun = i + 2;
  else if (word === 'i' && next === 'am' && (words[i + 2] === 'a' || words[i + 2] === 'an')) noun = i + 3;
  if (noun === -1) return false;
  for (let j = noun + 1; j <= noun + 3; j++) {
    if (j >= words.length || CLOSING.has(words[j] ?? '')) return true;
  }
  return false;
}
