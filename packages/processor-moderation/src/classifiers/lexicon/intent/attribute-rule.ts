import { wordSet } from './phrases.js';
import { ELIMINATIONS, EXCLUSIONS, HARMFUL_DOINGS, POSITIVE_ATTRIBUTES } from './negative-evaluation.js';
import { ELIMINATION, HATE, type Finding } from './findings.js';
import { isAdverb, judgement } from './attribute-forms.js';
import { COLLECTIVES, REDUCTIONS } from './negated-attributes.js';
import { OBJECT_ENDS } from './group-tropes.js';
import { AS, TREATED } from './denied-goods.js';
import { NEGATORS, PERSON_NOUNS } from './words.js';
import { GROUP_HEADS, ROLE_NOUNS } from './protected-groups.js';
import { GROUP_WORDS } from './derogation-vocabulary.js';
import { STRUCTURE_WORDS } from './structure-words.js';

/**
 * The attribute said of a group after its copula ("X are (all just) filthy", "X are not capable",
 * "X are nothing but trouble", "X should be deported"): what `derogations` reads once it has passed
 * the group and its auxiliaries. Looks a bounded number of words ahead.
 */

/** Words between a copula and its attribute ("are all just a bunch of ..."). */
const FILLERS = wordSet(
  'all just so such really very total totally complete completely utterly literally basically a an the bunch full of most more less fucking truly naturally inherently genetically always still simply fundamentally generally mostly pretty quite too extremely incredibly like on whole straight up this that than even ever any kind sort some big huge biggest greatest absolute to be born by far much about',
);

/** Adverbs that deny what follows ("hardly", "rarely"). */
const DENIALS = wordSet('hardly barely rarely seldom scarcely');

/** Words that deny what follows with "but" or "from" ("anything but", "far from"). */
const DENYING_PAIRS = wordSet('anything far');

const COORDINATORS = wordSet('and or');

/** Words that say a group tends to what follows ("prone to violence"). */
const INCLINED = wordSet('prone predisposed inclined given');
/** Ailments a group can be prone to as a matter of health ("prone to infection"), not of character. */
const AILMENTS = wordSet('disease diseases illness sickness infection infections virus cancer disorder disorders');

/** After a positive, words that deny it ("worth nothing", "good for nothing"). */
const WORTHLESS = wordSet('nothing les');

/** Traits that, in excess ("too emotional to ..."), deny a capacity, though not negative alone. */
const EXCESS_FLAWS = wordSet('emotional irrational hysterical weak soft primitive backward simple slow naive gullible childish immature unstable fragile dim uneducated ignorant');

/** The attribute after a copula at `from`, past fillers and negators. */
export function attribute(words: readonly string[], from: number, negatedBefore: boolean, modal: boolean): Finding {
  let k = from;
  let negated = negatedBefore;
  let reduced = false;
  for (let n = 0; n < 6 && k < words.length; n++) {
    const word = words[k] ?? '';
    const next = words[k + 1] ?? '';
    if (REDUCTIONS.has(word) && (next === 'but' || next === 'more')) {
      k += next === 'more' ? 3 : 2;
      reduced = true;
    } else if (word === 'no' && (next === 'beter' || next === 'more') && words[k + 2] === 'than') {
      k += 3;
      reduced = true;
    } else if (word === 'only' && POSITIVE_ATTRIBUTES.has(next) && words[k + 2] === 'for') return negated ? 'negated' : HATE; // "only good for"
    else if (COLLECTIVES.has(word) && next === 'of') k += 2;
    else if (NEGATORS.has(word) && next === 'les') k += 2; // "no less intelligent than": not a denial
    else if (DENIALS.has(word) || (DENYING_PAIRS.has(word) && (next === 'but' || next === 'from'))) {
      negated = true; // "X are hardly ever good", "X are anything but honest", "X are far from decent"
      k += DENIALS.has(word) ? 1 : 2;
    } else if (NEGATORS.has(word) || word === 'les') {
      if (next === 'only') return undefined;
      negated = true;
      k++;
    } else if (word === 'going' && next === 'to' && words[k + 2] === 'be') k += 3; // "X are never going to be ..."
    else if (word === 'here' && next === 'to' && HARMFUL_DOINGS.has(words[k + 2] ?? '')) return negated ? 'negated' : HATE; // "X are here to steal our jobs"
    else if (TREATED.has(word)) k += AS.has(next) ? 2 : 1; // "X should not be treated as equals"
    else if (word === 'as' && words[k + 2] === 'as' && IRONIC.has(next) && comparedToThing(words, k + 3)) return negated ? 'negated' : HATE; // "as useful as a chocolate teapot"
    else if (FILLERS.has(word) || isAdverb(word) || (word === 'real' && !negated) || (word === 'as' && words[k + 2] === 'as')) k++; // "as smart as"
    else break;
  }
  const first = attributeAt(words, k, negated, modal, reduced);
  // "X are loud and obnoxious": an unknown first attribute, then a coordinated one.
  if (first !== undefined || judgement(words[k] ?? '') !== undefined || !COORDINATORS.has(words[k + 1] ?? '')) return first;
  return attributeAt(words, k + (isAdverb(words[k + 2] ?? '') || FILLERS.has(words[k + 2] ?? '') ? 3 : 2), negated, modal, reduced);
}

/** What the attribute word at `k` says of the group (`negated`, after a modal, or after a reduction such as "nothing but"). */
function attributeAt(words: readonly string[], at: number, negated: boolean, modal: boolean, reduced: boolean): Finding {
  let k = at;
  let word = words[k] ?? '';
  // "a mental illness", "a security risk": one or two words before a negative head noun.
  if (judgement(word) === undefined && (words[k - 1] === 'a' || words[k - 1] === 'an') && judgement(words[k + 1] ?? '') === 'negative' && OBJECT_ENDS.has(words[k + 2] ?? '')) word = words[++k] ?? ''; // not "a high risk group"
  else if (judgement(word) === undefined && (words[k - 1] === 'a' || words[k - 1] === 'an') && judgement(words[k + 1] ?? '') === undefined && judgement(words[k + 2] ?? '') === 'negative' && OBJECT_ENDS.has(words[k + 3] ?? '')) {
    k += 2; // "a ticking time bomb", "a public health menace"
    word = words[k] ?? '';
  }
  if (words[k - 1] === 'to' && word === 'blame') return negated ? 'negated' : HATE; // "X are to blame"
  if (words[k - 1] === 'to' && EXCESS_FLAWS.has(word) && words[k + 1] === 'to') return negated ? 'negated' : HATE; // "X are too emotional to lead" ("too" squeezed)
  if (word === 'beneath' && (words[k + 1] === 'us' || words[k + 1] === 'me' || words[k + 1] === 'contempt')) return negated ? 'negated' : HATE; // "X are beneath us"
  if (word === 'dead' && words[k + 1] === 'weight') return negated ? 'negated' : HATE; // "X are dead weight"
  if (INCLINED.has(word) && words[k + 1] === 'to' && judgement(words[k + 2] ?? '') === 'negative' && !AILMENTS.has(words[k + 2] ?? '')) return negated ? 'negated' : HATE; // "X are prone to violence"
  const judged = judgement(word);
  if (judged === 'positive' && words[k + 1] === 'for' && !negated && (words[k + 2] === 'nothing' || words[k + 2] === 'only' || (words[k + 2] === 'one' && words[k + 3] === 'thing'))) return HATE; // "X are good for nothing", "good for (only) one thing"
  const negative = judged === 'negative' || (word === 'mental' && OBJECT_ENDS.has(words[k + 1] ?? '')) || (word === 'mentaly' && (words[k + 1] === 'il' || judgement(words[k + 1] ?? '') === 'negative')); // "mentally ill / unstable"
  if (negative) return negated ? 'negated' : HATE;
  if (judged === 'positive') return negated || WORTHLESS.has(words[k + 1] ?? '') ? HATE : undefined; // "worth nothing"
  if (word === 'one' && words[k + 1] === 'of' && words[k + 2] === 'us') return negated ? HATE : undefined; // "X will never be one of us"
  if (word === 'same' && words[k - 1] === 'the' && words[k + 1] !== 'as') return negated ? 'negated' : HATE; // "X are all the same"
  if (reduced && !negated && word !== '') return HATE; // "X are nothing but <anything>"
  if (HARMFUL_DOINGS.has(word)) return negated ? 'negated' : HATE;
  if (modal && !negated && ELIMINATIONS.has(word)) return ELIMINATION;
  if (modal && !negated && (EXCLUSIONS.has(word) || (word === 'kept' && (words[k + 1] === 'out' || words[k + 1] === 'away')))) return HATE; // "X should be kept out of ..."
  return undefined;
}

/**
 * Positives that a comparison with a thing makes ironic ("as useful as a chocolate teapot", "as
 * smart as a brick"); not "as strong as steel" or "as good as gold", which praise.
 */
const IRONIC = wordSet('useful helpful smart intelligent clever bright');
/** Things a positive is compared with in praise ("as smart as a whip", "as clever as a fox"). */
const PRAISING = wordSet('whip tack fox owl genius einstein button');

/** Words after "as ... as" that compare with people ("as smart as anyone", "as brave as any man"). */
const PEOPLE_WORDS: ReadonlySet<string> = new Set([
  ...PERSON_NOUNS, ...GROUP_HEADS, ...ROLE_NOUNS, ...GROUP_WORDS, ...STRUCTURE_WORDS,
  ...wordSet('anyone everyone anybody everybody someone somebody others other rest ever new before usual'),
]);

/**
 * Whether "as <positive> as" compares with a thing, which makes the positive ironic ("as useful as a
 * chocolate teapot", "as smart as a brick"), not with people ("as smart as anyone", "as capable as
 * men"): the word after the article is neither a person word nor a function word.
 */
function comparedToThing(words: readonly string[], at: number): boolean {
  const k = words[at] === 'a' || words[at] === 'an' || words[at] === 'the' ? at + 1 : at;
  const word = words[k] ?? '';
  return word.length > 2 && /^[a-z]+$/.test(word) && !PEOPLE_WORDS.has(word) && !PRAISING.has(word) && judgement(word) === undefined;
}
