import { matchAt, phrases, wordSet } from './phrases.js';
import type { IntentHit, RuleResult } from './threat-rules.js';

/** Words of sexual content (not nudity alone: "the kids ran naked through the sprinkler" is not sexual). */
export const SEXUAL = wordSet('sex sexual sexually erotic erotica porn porno pornographic sexy lewd intercourse orgasm horny aroused arousing sext sexting fetish seduce nudes nsfw smut');

/** Words that ask for content to be made, shown or sent. */
const REQUESTS = phrases('write', 'describe', 'generate', 'create', 'make', 'produce', 'compose', 'draw', 'roleplay', 'role play', 'send', 'show me', 'give me', 'tell me', 'pretend', 'i want');

/** Words that name a person under 18. */
const MINORS = wordSet('child children kid kids minor minors underage preteen preteens teen teens tween schoolgirl schoolboy toddler toddlers niece nephew jailbait');

/** True when `words[i]` starts an age under 18 ("12 year old", "12yo", "13 yr"). */
function isMinorAge(words: readonly string[], i: number): boolean {
  const match = /^(\d{1,2})(yo|yr|yrs)?$/.exec(words[i] ?? '');
  if (match === null) return false;
  const age = Number(match[1]);
  if (age >= 18 || age < 1) return false;
  return match[2] !== undefined || ['year', 'years', 'yo', 'yr', 'yrs'].includes(words[i + 1] ?? '');
}

/**
 * Requests for sexual content ("write an erotic story", "send nudes"): a request word, then a
 * sexual word within eight words. Any sexual word in a sentence that names a minor (a word such as
 * "child" or an age under 18) scores `sexual/minors`, request or not.
 */
export function sexualRequests(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let sexualAt = -1;
  let minor = false;
  let requested = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (SEXUAL.has(word)) {
      sexualAt = i;
    }
    if (MINORS.has(word) || isMinorAge(words, i)) minor = true;
    const request = matchAt(words, i, REQUESTS);
    if (request > 0) {
      for (let j = i + request; j < Math.min(words.length, i + request + 8); j++) {
        if (SEXUAL.has(words[j] ?? '')) requested = true;
      }
    }
  }
  if (requested) hits.push({ category: 'sexual', weight: 0.7 });
  if (sexualAt >= 0 && minor) hits.push({ category: 'sexual/minors', weight: 0.9 });
  return { hits, negated: false };
}
