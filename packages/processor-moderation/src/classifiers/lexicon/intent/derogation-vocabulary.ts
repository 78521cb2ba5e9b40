import { GROUP_ADJECTIVES, GROUP_HEADS, GROUP_NOUNS, NOMINAL_ADJECTIVES, SINGULAR_GROUP_NOUNS } from './protected-groups.js';
import {
  CONTEMPT, DENIED_RIGHTS, ELIMINATE_VERBS, ELIMINATIONS, EXCLUDE_VERBS, EXCLUSIONS, HARMFUL_DOINGS, NEGATIVE_ATTRIBUTES, POSITIVE_ATTRIBUTES,
} from './negative-evaluation.js';
import { splitJoined } from './joined-words.js';
import { decodeLeadingDigits, variantIndex } from './word-variants.js';
import { wordSet } from './phrases.js';
import { squeeze } from '../normalize-text.js';
import { HARM_PARTICIPLES, HARM_VERBS } from './words.js';
import { STRUCTURE_WORDS } from './structure-words.js';

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
  ...CONTEMPT,
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
  'i we im you are r is were was be the a an al all these those them they people men women folks so such just realy never not no dont cant should must need to of die death ' +
    'and or but with than like very much more most totaly completely utterly absolutely truly going gona wil every any ever can be being',
);

/**
 * Common English words one swap or deletion away from a key word (`black` -> `back`, `women` ->
 * `omen`), or made of known words (`together`, `anyone`), which must stay themselves. Found by
 * comparing the variants and splits with ordinary English text.
 */
const COMMON_WORDS = wordSet(
  'site sole carp dres runing demos lines stan back whit brow tans tarns hind roam latin india naive bind disable male moron cripes grey lairs rued veil uses leer wore wort loses violet cros thus tugs chats murders garage dirt inane arts apse sine bests sakes pets treat bight cure curs runs seal seals sink sinks loath reset smel tied tried ' +
    'down stop girl health being tolerate member ended sash sank coke beta abet bale clan prey waned wroth body goodman ' +
    // closed compounds of function words, which the joined-word split would take apart
    'anyone someone everyone noone anytime sometime sometimes everytime anymore forever forget together altogether outright outgoing however whatever therefore therein hereby thereof whereas within without into onto upon maybe breakdown countdown timeout workaround relay ' +
    // common words one letter away from a structure word (`same` -> `shame`, `cold` -> `could`)
    'bing same sham though pace read rely cold lies total brain decide thre form cats ends ' +
    // ordinary words made of function words (`be+have`, `the+me`)
    'behave theme tome inform invest become below insight inherent herein iban isin ' +
    // common words one letter away from a participle or attribute added later (`fire` -> `fired`, `tick` -> `thick`)
    'fire fred purge massacre shied tick inet',
);

/**
 * Between two words one misspelling can stand for, the plural group noun (`womn`: `women`), the
 * longer of two plural group nouns (either names a group), and a key word over a structure word.
 */
function preferPlural(a: string, b: string): string | undefined {
  if (GROUP_NOUNS.has(a) && GROUP_NOUNS.has(b)) return a.length >= b.length ? a : b; // `imgrants`: `immigrants` or `migrants`, a group either way
  if (GROUP_NOUNS.has(a) && SINGULAR_GROUP_NOUNS.has(b)) return a;
  if (GROUP_NOUNS.has(b) && SINGULAR_GROUP_NOUNS.has(a)) return b;
  if (FUZZY_KEYS.has(a) && !FUZZY_KEYS.has(b)) return a;
  if (FUZZY_KEYS.has(b) && !FUZZY_KEYS.has(a)) return b;
  return undefined;
}

/** Key words and the structure words of the rules (`should`, `never`, `make`), whose misspellings are read as them. */
const VARIANTS = variantIndex(FUZZY_KEYS, COMMON_WORDS, preferPlural, STRUCTURE_WORDS);

/**
 * Words that make a split worth taking: group words (a person noun only when it names a group by
 * itself: `womenso`, not `peopleso`), and the words of evaluation and harm (`aredisgusting`, `killall`).
 */
function isAnchor(word: string): boolean {
  return FUZZY_KEYS.has(word) && !POSITIVE_ATTRIBUTES.has(word) && (!GROUP_HEADS.has(word) || GROUP_WORDS.has(word));
}

function isKnown(word: string): boolean {
  return FUZZY_KEYS.has(word) || GROUP_HEADS.has(word) || JOINABLE.has(word) || POSITIVE_ATTRIBUTES.has(word) || STRUCTURE_WORDS.has(word);
}

/** Every prefix of a word `isKnown` accepts, so that the joined-word split stops as soon as no known word can follow. */
const KNOWN_PREFIXES: ReadonlySet<string> = new Set(
  [...FUZZY_KEYS, ...GROUP_HEADS, ...JOINABLE, ...POSITIVE_ATTRIBUTES, ...STRUCTURE_WORDS].flatMap((word) =>
    Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)),
  ),
);

/**
 * Parts that may be split out of a token without an anchor (`peopleshould`, `willnever`,
 * `makeme`, `iwil`): function words and person nouns of three letters or more, `i` (which
 * `splitJoined` only takes first), or one of a few two-letter function words (other short ones cut
 * ordinary words apart: `al+so`, `at+one`).
 */
function isStructural(word: string): boolean {
  return (word.length >= 3 || TWO_LETTER_PARTS.has(word) || word === 'i') && (STRUCTURE_WORDS.has(word) || JOINABLE.has(word) || GROUP_HEADS.has(word)) && !isAnchor(word);
}

const TWO_LETTER_PARTS = wordSet('be to me of in is');

/**
 * The words a normalized token stands for: itself when it is a known word, else the key word it
 * misspells (one swapped pair or deleted letter, leading digits as letters), else the known words
 * it runs together (`blackpeople`), else itself. A few map lookups per token; a joined-word split
 * only for tokens of a bounded length.
 */
export function canonicalWords(token: string): readonly string[] {
  if (token.length < 4) return [SHORT_SWAPS.get(token) ?? token];
  const cached = CACHE.get(token);
  if (cached !== undefined) return cached;
  const words = readToken(token);
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(token, words);
  return words;
}

/**
 * Three-letter group words and `kil` with one adjacent pair swapped (`gya`, `mne`, `kli`): the
 * only short key words whose swaps are not English words. Other short key words (`hit`, `cut`,
 * `end`, `bad`) have swaps too close to words (`tih`, `ned`, `dab`) and are left out.
 */
const SHORT_SWAPS: ReadonlyMap<string, string> = new Map(
  ['gay', 'men', 'jew', 'kil'].flatMap((word) => [
    [word.charAt(1) + word.charAt(0) + word.charAt(2), word],
    [word.charAt(0) + word.charAt(2) + word.charAt(1), word],
  ]),
);

/** Recent tokens and their words (tokens repeat a lot in prose); cleared when full, so bounded. */
const CACHE = new Map<string, readonly string[]>();
const CACHE_SIZE = 4096;

function readToken(token: string): readonly string[] {
  if (isKnown(token)) return [token];
  const decoded = decodeLeadingDigits(token);
  if (decoded !== token && isKnown(decoded)) return [decoded];
  const variant = VARIANTS.get(decoded);
  if (variant !== undefined) return [variant];
  return COMMON_WORDS.has(decoded) ? [token] : (splitJoined(decoded, isKnown, isAnchor, isStructural, (start) => KNOWN_PREFIXES.has(start)) ?? [token]);
}

/**
 * Two adjacent tokens that are one key word or structure word split by an inserted space
 * (`wom en`, `refu gees`, `sh ould`), joined back; undefined when they are not. Taken only when
 * one of the two is not a word of its own (`be at` stays two words, though `beat` is a key word)
 * and the two together are exactly a key word, a person noun or a structure word of four letters
 * or more. Constant work per pair of tokens.
 */
export function joinedFragments(a: string, b: string): string | undefined {
  const length = a.length + b.length;
  if (length < 4 || length > MAX_FRAGMENTS || !KNOWN_PREFIXES.has(a) || !FRAGMENT_ENDS.has(b) || (isWord(a) && isWord(b))) return undefined;
  const joined = squeeze(a + b);
  if (COMMON_WORDS.has(joined)) return undefined;
  return FUZZY_KEYS.has(joined) || GROUP_HEADS.has(joined) || (joined.length >= 4 && STRUCTURE_WORDS.has(joined)) ? joined : undefined;
}

const MAX_FRAGMENTS = 24;

/** Every ending of a word `joinedFragments` can give, so that most pairs of tokens are rejected by two lookups. */
const FRAGMENT_ENDS: ReadonlySet<string> = new Set(
  [...FUZZY_KEYS, ...GROUP_HEADS, ...STRUCTURE_WORDS].flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(i + 1))),
);

/** A token that is a word by itself: `a`, `i`, a known or common word, or a frequent short English word. */
function isWord(token: string): boolean {
  if (token.length === 1) return token === 'a' || token === 'i';
  return isKnown(token) || COMMON_WORDS.has(token) || SHORT_WORDS.has(token) || VARIANTS.has(token);
}

/** Frequent short English words that are not in the rules' vocabulary (`ar abs` may join; `at heists` would not need to). */
const SHORT_WORDS = wordSet(
  'abs age ages art arts bag bar bed bit box boy buy car cars cat cut day dig ear eat egg end eye eyes fan far fat few fit fly fun gas get got gun guy hat hit hot ice ink job key kid lab law lay leg let lie lip lot low mad map mix mud net new nor now nut odd oil old one own pan pay pen pet pie pin pit pop pot put ran rat raw red row run sad saw say sea see set she shy sir sit six sky son sum sun tab tag tan tap tax tea ten tie tin tip toe ton top toy try tub two use van war way web wet who why win yes yet zoo ' +
    'ring rings king kings line lines mean means son sons hand hands land lands time times name names part parts side sides home form',
);
