import { anyIn, findFrom, matchAt, phrases, wordSet } from './phrases.js';
import type { IntentHit, RuleResult } from './threat-rules.js';
import { FIRST_PERSON, INTENT_MARKERS, LIFE, NEGATORS, SELF_HARM_ACTS, SELF_HARM_METHODS } from './words.js';

const INTENT: IntentHit[] = [{ category: 'self-harm/intent', weight: 0.85 }];
const INSTRUCTIONS: IntentHit[] = [{ category: 'self-harm/instructions', weight: 0.85 }];

/** Slang and phrases that state self-harm intent on their own. */
const STATED = phrases('kms', 'unalive myself', 'sewerslide', 'better off without me', 'my last message', 'my suicide note');
/** Death wished, which states intent only of the speaker ("I'd be better off dead"; not "they would be"). */
const WISHED_DEAD = phrases('better off dead', 'rather be dead');
/** The speaker as a subject ("I", "I'd", "I'm"), not "my" ("my grandmother said she'd rather be dead"). */
const SPEAKER_SUBJECTS = wordSet('i im id il ive');

/** Markers of a question about quantity or method ("how many", "best way to"). */
const QUANTITY = phrases('how many', 'how much', 'best way', 'easiest way', 'quickest way', 'fastest way', 'surest way', 'way to', 'ways to', 'whats the best', 'what is the best', 'tips', 'how long does it take to');

/** Generic how-to markers, which need a method about the speaker ("how do I hang myself"). */
const HOW = phrases('how to', 'how do i', 'how can i', 'how should i', 'how would i');

/** Methods that are about the speaker whatever the question ("kill myself", "noose"). */
const SELF_METHODS = phrases('kill myself', 'end my life', 'commit suicide', 'hang myself', 'noose', 'starve myself', 'hide self harm', 'hide my cuts', 'hide my scars', 'cut deeper', 'not wake up', 'throw up after');

/**
 * Self-harm intent in the first person: an intent marker ("I want to", "I'm gonna", "ready to")
 * then a self-harm act ("end it all", "kill myself", "die", "overdose"); acts that do not name the
 * speaker need a first-person subject just before the marker. A negator cancels it ("I don't want
 * to die"), except before wanting to live ("I don't want to be alive anymore"). Slang that states
 * intent on its own ("kms") counts too.
 */
export function selfHarmIntent(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    if (matchAt(words, i, STATED) > 0) hits.push(...INTENT);
    if (matchAt(words, i, WISHED_DEAD) > 0 && (i === 0 || anyIn(words, i - 3, i, SPEAKER_SUBJECTS))) hits.push(...INTENT);
    if (anyIn(words, i - 4, i, NEGATORS) && matchAt(words, i, SELF_HARM_ACTS) > 0) negated = true;
    const marker = matchAt(words, i, INTENT_MARKERS);
    if (marker === 0) continue;
    const negation = anyIn(words, i - 3, i, NEGATORS);
    const after = i + marker;
    if (negation && matchAt(words, after, LIFE) > 0) {
      hits.push(...INTENT);
      continue;
    }
    const act = findFrom(words, after, after + 3, SELF_HARM_ACTS);
    if (act === undefined) continue;
    const actWords = words.slice(act.at, act.at + act.length);
    const aboutSpeaker = actWords.some((w) => w === 'myself' || w === 'my') || ['il', 'ima', 'im'].includes(words[i] ?? '');
    if (!aboutSpeaker && !anyIn(words, i - 3, i, FIRST_PERSON)) continue;
    if (negation || anyIn(words, after, act.at, NEGATORS)) negated = true;
    else hits.push(...INTENT);
  }
  return { hits, negated };
}

/**
 * Requests for self-harm methods: a quantity or method question ("how many pills to overdose",
 * "most painless way to die") a how-to about the speaker ("how do I tie a noose"), or how deep to cut.
 */
export function selfHarmInstructions(words: readonly string[]): RuleResult {
  const hits: IntentHit[] = [];
  for (let i = 0; i < words.length; i++) {
    const quantity = matchAt(words, i, QUANTITY);
    if (quantity > 0 && findFrom(words, i + quantity, i + quantity + 8, SELF_HARM_METHODS) !== undefined) {
      hits.push(...INSTRUCTIONS);
      break;
    }
    if (words[i] === 'how' && words[i + 1] === 'deep' && words.slice(i + 2, i + 8).includes('cut')) {
      hits.push(...INSTRUCTIONS);
      break;
    }
    const how = matchAt(words, i, HOW);
    if (how > 0 && findFrom(words, i + how, i + how + 6, SELF_METHODS) !== undefined) {
      hits.push(...INSTRUCTIONS);
      break;
    }
  }
  return { hits, negated: false };
}
