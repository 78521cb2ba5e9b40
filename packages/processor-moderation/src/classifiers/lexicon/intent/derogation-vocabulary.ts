import { GROUP_ADJECTIVES, GROUP_HEADS, GROUP_NOUNS, NOMINAL_ADJECTIVES, SINGULAR_GROUP_NOUNS } from './protected-groups.js';
import {
  DENIED_RIGHTS, ELIMINATE_VERBS, ELIMINATIONS, EXCLUDE_VERBS, EXCLUSIONS, HARMFUL_DOINGS, NEGATIVE_ATTRIBUTES, POSITIVE_ATTRIBUTES,
} from './negative-evaluation.js';
import { splitJoined } from './joined-words.js';
import { decodeLeadingDigits, variantIndex } from './word-variants.js';
import { wordSet } from './phrases.js';
import { HARM_PARTICIPLES, HARM_VERBS } from './words.js';

/** Words that name a group (nouns and adjectives), for the screen and for splitting joined words. */
export const GROUP_WORDS: ReadonlySet<string> = new Set([...GROUP_NOUNS, ...SINGULAR_GROUP_NOUNS, ...GROUP_ADJECTIVES, ...NOMINAL_ADJECTIVES]);

/** Verbs of the speaker's negative emotion, whose misspellings are read as them. */
const EMOTION_VERBS = wordSet('hate despise loathe detest abhor resent dislike disgusted repulsed sickened');

/**
 * Key words whose misspellings are read as them: group words and person nouns after them, the
 * words of negative and positive evaluation, and harm verbs (threats against a group).
 */
const FUZZY_KEYS: ReadonlySet<string> = new Set([
  ...GROUP_WORDS,
  ...GROUP_HEADS,
  ...NEGATIVE_ATTRIBUTES,
  ...POSITIVE_ATTRIBUTES,
  ...HARMFUL_DOINGS,
  ...EMOTION_VERBS,
  ...HARM_VERBS,
  ...HARM_PARTICIPLES,
  // verbs of exclusion and elimination, so that their base forms are not read as participles
  ...ELIMINATE_VERBS.keys(),
  ...EXCLUDE_VERBS.keys(),
  ...ELIMINATIONS,
  ...EXCLUSIONS,
  ...DENIED_RIGHTS,
]);

/** Short words that can be run together with key words (`ihatemuslims`, `blackpeople`). */
const JOINABLE = wordSet(
  'i we im you are r is were was be the a an al all these those them they people men women folks so such just realy never not no dont cant should must need to of ' +
    'and or but with than like very much more most totaly completely utterly absolutely truly going gona wil every any ever can be being',
);

/**
 * Common English words one swap or deletion away from a key word (`black` -> `back`, `women` ->
 * `omen`), which must stay themselves. Found by comparing the variants with ordinary English text.
 */
const COMMON_WORDS = wordSet(
  'site sole carp dres runing demos lines stan back whit brow tans tarns hind roam latin india naive bind disable male moron cripes grey lairs rued veil uses leer wore wort loses violet cros thus tugs chats murders garage dirt inane arts apse sine bests sakes pets treat bight cure curs runs seal seals sink sinks loath reset smel tied tried ' +
    'down stop girl health being tolerate member ended sash sank coke beta abet bale clan prey waned wroth',
);

/** Between two group words one misspelling can stand for, the plural noun (`womn`: `women`). */
function preferPlural(a: string, b: string): string | undefined {
  if (GROUP_NOUNS.has(a) && SINGULAR_GROUP_NOUNS.has(b)) return a;
  if (GROUP_NOUNS.has(b) && SINGULAR_GROUP_NOUNS.has(a)) return b;
  return undefined;
}

const VARIANTS = variantIndex(FUZZY_KEYS, COMMON_WORDS, preferPlural);

/** Words that make a split worth taking: group words, and the words of evaluation and harm (`aredisgusting`, `killall`). */
function isAnchor(word: string): boolean {
  return FUZZY_KEYS.has(word) && !POSITIVE_ATTRIBUTES.has(word) && !GROUP_HEADS.has(word);
}

function isKnown(word: string): boolean {
  return FUZZY_KEYS.has(word) || GROUP_HEADS.has(word) || JOINABLE.has(word) || POSITIVE_ATTRIBUTES.has(word);
}

/**
 * The words a normalized token stands for: itself when it is a known word, else the key word it
 * misspells (one swapped pair or deleted letter, leading digits as letters), else the known words
 * it runs together (`blackpeople`), else itself. A few map lookups per token; a joined-word split
 * only for tokens of a bounded length.
 */
export function canonicalWords(token: string): readonly string[] {
  if (token.length < 4) return [token];
  const cached = CACHE.get(token);
  if (cached !== undefined) return cached;
  const words = readToken(token);
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(token, words);
  return words;
}

/** Recent tokens and their words (tokens repeat a lot in prose); cleared when full, so bounded. */
const CACHE = new Map<string, readonly string[]>();
const CACHE_SIZE = 4096;

function readToken(token: string): readonly string[] {
  if (isKnown(token)) return [token];
  const decoded = decodeLeadingDigits(token);
  if (decoded !== token && isKnown(decoded)) return [decoded];
  const variant = VARIANTS.get(decoded);
  if (variant !== undefined) return [variant];
  return splitJoined(decoded, isKnown, isAnchor) ?? [token];
}
