import { judgement } from './attribute-forms.js';
import { anyIn, wordSet } from './phrases.js';
import { FIRST_PERSON, NEGATORS } from './words.js';

/**
 * Tropes and set phrases of group derogation that `derogations` reads after the group (word checks
 * only, no finding of their own): a harm the group is said to cause, power it is said to hold, a
 * fate waved at it, a wish to see it gone, a faculty compared with a lowly thing. Each looks a
 * bounded number of words ahead.
 */

const CAUSE = wordSet('cause causes causing bring brings bringing spread spreads spreading create creates creating');
/** Before a harm, words that make it a comparison or a denial ("cause fewer problems"). */
const FEWER = wordSet('fewer les no few lower');
export const THIS = wordSet('this that');

/** "X cause trouble", "X bring crime", "X spread disease": a harm the group is said to cause. */
export function causesHarm(words: readonly string[], k: number): boolean {
  if (!CAUSE.has(words[k] ?? '')) return false;
  const next = words[k + 1] ?? '';
  if (FEWER.has(next)) return false;
  return judgement(next) === 'negative' || ((next === 'so' || next === 'all' || next === 'the' || next === 'more') && judgement(words[k + 2] ?? '') === 'negative');
}

/** Where a group is wanted away to ("out of here", "out of our country"). */
const AWAY = wordSet('here country town city neighborhood neighbourhood street streets school schools');

/** "gone", "out", "out of here / (our|this|my) country": the group sent away, from `k`. */
export function sentAway(words: readonly string[], k: number): boolean {
  const word = words[k] ?? '';
  if (word === 'gone') return true;
  if (word !== 'out') return false;
  if (words[k + 1] === undefined || words[k + 1] === 'now') return true;
  return words[k + 1] === 'of' && (AWAY.has(words[k + 2] ?? '') || AWAY.has(words[k + 3] ?? ''));
}

const WANT = wordSet('want wana need');

/** "I want", "we need" within the two words before the group, not negated ("I don't want them gone" is not). */
export function wantedBefore(words: readonly string[], at: number): boolean {
  for (let j = Math.max(0, at - 2); j < at; j++) if (WANT.has(words[j] ?? '')) return FIRST_PERSON.has(words[j - 1] ?? '') && !NEGATORS.has(words[j - 1] ?? '');
  return false;
}

const DISMISSED_FATES = wordSet('die rot burn');
/** After "can die", words that leave it a wish ("for all I care", "in hell", "and ..."); anything else ("from", "calories") makes it a fact. */
const WISH_ENDS = new Set(['', ...wordSet('for and now already slowly then too')]);

/** "X can (all) die", "they can rot (in hell)": a fate waved at the group after "can", not a cause of death nor a transitive verb. */
export function dismissedToDie(words: readonly string[], k: number): boolean {
  if (!DISMISSED_FATES.has(words[k] ?? '') || (!CAN.has(words[k - 1] ?? '') && !(words[k - 1] === 'al' && CAN.has(words[k - 2] ?? '')))) return false;
  const next = words[k + 1] ?? '';
  return WISH_ENDS.has(next) || (next === 'in' && words[k + 2] === 'hel');
}
const CAN = wordSet('can');

/** Verbs of holding power, and what a conspiracy says a group holds ("X control the banks"). */
const CONTROL = wordSet('control controls own owns');
const INSTITUTIONS = wordSet('banks media government governments press hollywood finance economy money world everything');
/** Words that can follow a noun phrase's head ("the media and ...", "the banks.": '' is the end). */
export const OBJECT_ENDS = new Set(['', ...wordSet('and or to for in on that who which of too now')]);

/** "X control (all) the media", "X own everything": the trope that a group secretly holds power. */
export function controlled(words: readonly string[], k: number): boolean {
  if (!CONTROL.has(words[k] ?? '')) return false;
  for (let j = k + 1; j <= k + 3; j++) if (INSTITUTIONS.has(words[j] ?? '') && OBJECT_ENDS.has(words[j + 1] ?? '')) return true; // not "own the world record"
  return false;
}

export const HOLD = wordSet('hold holds');
/** Attributes that say a danger or a law threatens the group, not that it is bad ("being gay is dangerous", "... is a crime in 60 countries"). */
export const HARDSHIPS = wordSet('dangerous unsafe risky risk crime illegal punishable criminalized banned');

/** "better off dead", "better off never born", from `k` (after a copula). */
export function betterOffDead(words: readonly string[], k: number): boolean {
  if (words[k] !== 'beter' || words[k + 1] !== 'of') return false;
  const fate = words[k + 2] ?? '';
  return fate === 'dead' || (fate === 'never' && (words[k + 3] === 'born' || words[k + 3] === 'existing'));
}

/** Faculties compared with a lowly thing ("the intelligence of a rock"). */
const FACULTIES = wordSet('intelligence brains brain iq mind minds morals manners');
const LOWLY = wordSet('rock rocks child toddler toddlers dog dogs monkey monkeys ape apes goldfish potato potatoes brick bricks pig pigs animal animals peanut');

/** "X have the intelligence of a rock", "X have the morals of a dog". */
export function mindOfAThing(words: readonly string[], k: number): boolean {
  // `k` is past the auxiliaries, "have" among them.
  if ((words[k - 1] !== 'have' && words[k - 1] !== 'has') || words[k] !== 'the' || !FACULTIES.has(words[k + 1] ?? '') || words[k + 2] !== 'of') return false;
  const at = words[k + 3] === 'a' || words[k + 3] === 'an' ? k + 4 : k + 3;
  return LOWLY.has(words[at] ?? '');
}

/** Words that deny an ability ("can't", "cannot"), or do with "not" or "never" after them ("could never"). */
const UNABLE = wordSet('cant cannot couldnt unable');
const ABLE = wordSet('can could');
/** What a group is said to be unable to do for itself ("think for themselves", "control themselves"). */
const SELF_RULE = wordSet('control think govern behave manage fend look take care decide');

/**
 * "X can't control themselves", "X cannot think for themselves", "X can't take care of
 * themselves": self-rule denied to a group, with the ability denied between the group's end
 * `from` and its verb `k`. Not any verb ("can't defend themselves" says they are vulnerable).
 */
export function unableToRuleThemselves(words: readonly string[], from: number, k: number): boolean {
  if (!SELF_RULE.has(words[k] ?? '') || !deniesAbility(words, from, k)) return false;
  for (let j = k + 1; j <= k + 3; j++) if (words[j] === 'themselves') return true;
  return false;
}

function deniesAbility(words: readonly string[], from: number, k: number): boolean {
  for (let j = from; j < k; j++) if (UNABLE.has(words[j] ?? '') || (ABLE.has(words[j] ?? '') && (words[j + 1] === 'not' || words[j + 1] === 'never'))) return true;
  return false;
}

/** Denials that say a group will not work, unlike "can't", which may say it is not allowed to. */
const REFUSALS = wordSet('never dont doesnt wont refuse refuses');
/** Words that can follow "work" when it ends the claim ("X never work a day", "X don't work hard"). */
const WORK_ENDS = new Set(['', ...wordSet('a hard for at and or anyway ever')]);
/** Kinds of work denied ("any real work"). */
const WORK_KINDS = wordSet('real honest actual proper hard');

/**
 * "X never work (a day)", "X don't work hard", "X never do any (real) work": the trope that a
 * group will not work, with the denial between the group's end `from` and `k`.
 */
export function refusesWork(words: readonly string[], from: number, k: number): boolean {
  if (!anyIn(words, from, k, REFUSALS)) return false;
  if ((words[k] === 'work' || words[k] === 'works') && WORK_ENDS.has(words[k + 1] ?? '')) return true;
  // "do" is an auxiliary too: the loop over auxiliaries may have passed it.
  const any = words[k] === 'do' ? k + 1 : words[k - 1] === 'do' ? k : -1;
  if (words[any] !== 'any') return false;
  return words[any + 1] === 'work' || (WORK_KINDS.has(words[any + 1] ?? '') && words[any + 2] === 'work');
}

const SMALL = wordSet('tiny small little smaller pea puny');

/** "X have tiny brains", "X have small minds", from `k` (past the auxiliaries, "have" among them). */
export function smallMinded(words: readonly string[], k: number): boolean {
  if (words[k - 1] !== 'have' && words[k - 1] !== 'has') return false;
  const at = words[k] === 'such' || words[k] === 'very' ? k + 1 : k;
  return SMALL.has(words[at] ?? '') && FACULTIES.has(words[at + 1] ?? '');
}

/** Verbs of breeding, which a simile with vermin turns against a group ("X breed like rabbits"). */
const BREED = wordSet('breed breeds multiply multiplies reproduce reproduces spawn');
/** Animals a group is said to breed like. */
const BREEDING_ANIMALS = wordSet('rabbits rats cockroaches roaches flies mice insects vermin locusts bugs animals pigs dogs');

/** "X breed like rabbits", "X multiply like cockroaches", from `k` (the verb). */
export function breedLikeVermin(words: readonly string[], k: number): boolean {
  return BREED.has(words[k] ?? '') && words[k + 1] === 'like' && BREEDING_ANIMALS.has(words[k + 2] ?? '');
}

const KEEP = wordSet('keep kept');
const KEPT_AWAY = wordSet('away out');
const LET = wordSet('let alow');
/** Who a group is kept away from ("near my kids"). */
const KIN = wordSet('kids children child daughters daughter sons son family families babies school schools');

/**
 * "Keep X away from our children", "we should keep X out", "I wouldn't let a X near my kids": the
 * group kept away, not negated; or let near the speaker's kin only under a negator.
 */
export function keptAway(words: readonly string[], at: number, end: number): boolean {
  const verb = words[at - 1] === 'a' || words[at - 1] === 'an' ? at - 2 : at - 1; // past an article: "let a X near"
  const denied = anyIn(words, verb - 3, verb, NEGATORS);
  if (KEEP.has(words[verb] ?? '') && KEPT_AWAY.has(words[end] ?? '')) return !denied;
  if (!LET.has(words[verb] ?? '') || words[end] !== 'near') return false;
  const kin = words[end + 1] === 'my' || words[end + 1] === 'our' || words[end + 1] === 'the' ? end + 2 : end + 1;
  return denied && KIN.has(words[kin] ?? '');
}

