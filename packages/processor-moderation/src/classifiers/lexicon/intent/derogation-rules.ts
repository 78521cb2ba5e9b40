import { anyIn, matchAt, phrases, wordSet, type PhraseList } from './phrases.js';
import { groupAt, type GroupReference } from './group-target.js';
import { isInsultHead } from './protected-groups.js';
import {
  CONTEMPT, DENIED_RIGHTS, DEPARTURES, ELIMINATE_VERBS, EMOTION_CAUSES, EXCLUDE_VERBS, EXCLUSIONS, GENERAL_EMOTIONS, HARMFUL_DOINGS,
  NEGATIVE_ATTRIBUTES, NEGATIVE_EMOTIONS, NO_PLACE,
} from './negative-evaluation.js';
import { ELIMINATION, GROUP_THREAT, HATE, type Finding } from './findings.js';
import { deathWished, fateAfter, harmCalledFor, harmSuffered, KILLED } from './group-threats.js';
import { judgement, LACKS, VIRTUE_FILLERS, VIRTUES } from './attribute-forms.js';
import { attribute } from './attribute-rule.js';
import { betterWithout, massHarmCalledFor } from './group-eliminations.js';
import { deniedOwnKind, flawedNature, listedFlaws, makeBadOnes, noExceptionAttribute, pastAside } from './group-generalizations.js';
import { betterOffDead, breedLikeVermin, causesHarm, keptAway, controlled, dismissedToDie, HARDSHIPS, HOLD, mindOfAThing, refusesWork, sentAway, smallMinded, THIS, unableToRuleThemselves, wantedBefore } from './group-tropes.js';
import { deniedGood, deniedGoodMember, deniedRegard, deniedVirtue, negatedBelief, noneOf } from './denied-goods.js';
import type { IntentHit, RuleResult } from './threat-rules.js';
import { FIRST_PERSON, INTENT_MARKERS, NEGATORS } from './words.js';
import { COPULAS, NEGATED_COPULAS } from './structure-words.js';
import { questionedGroup } from './rhetorical-questions.js';

export { DEROGATION_WEIGHT } from './findings.js';

/** Words allowed between a verb of emotion or exclusion and its group ("hate all those ..."). */
const BETWEEN = wordSet('a an all of the those these every each and any most many as you fucking damn bloody such next single last other some more one');
/** Adverbs and modals between a group and its predicate ("X should all just be ..."). */
const AUXILIARIES = wordSet(
  'all just really truly always still honestly basically literally simply only clearly obviously naturally generally mostly inherently fundamentally ever will would can could should must may might do does did need needs ought to have has deserve deserves',
);
const MODALS = wordSet('should shouldnt must mustnt need needs ought have has can cant cannot will wont deserve deserves');
/** Verbs whose plain negation denies a group its place ("X don't belong"). */
const BELONG = wordSet('belong deserve matter count exist contribute achieve succeed');
/** Contempt words that also open a sentence as an exclamation ("Damn, women in science are awesome": the comma is gone here). */
const INTERJECTIONS = wordSet('damn goddamn goddamned freaking frigging fucking bloody');
const ADVERBS = wordSet('so just really honestly truly absolutely literally fucking still always');
/** Words that may open an emotion said without its subject ("Sick and tired of X"). */
const ELLIPTICAL = wordSet('sick and');

/**
 * Group derogation in one sentence (words of a normalized sentence, misspellings already read as
 * the words they misspell): a protected group (see `groupAt`; with `referents`, also a pronoun for
 * a group named nearby) and a negative evaluation of it: the speaker's negative emotion ("I hate
 * X", "X disgust me"), a negative attribute ("X are filthy"), dehumanization ("X are vermin"),
 * exclusion ("X should be deported", "X don't belong", "ban X"), a positive denied ("X are never
 * any good"), or contempt ("filthy X"). A negator cancels it ("X are not dangerous") and is
 * reported as `negated`. Framing is not read here (see `counter-speech.ts`). Every check looks a
 * bounded number of words around each word: linear in the sentence.
 */
export function derogations(words: readonly string[], referents: boolean): { result: RuleResult; targets: GroupReference[] } {
  const hits: IntentHit[] = [];
  const targets: GroupReference[] = [];
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    const target = groupAt(words, i, referents);
    if (target === undefined) continue;
    const found = isNotAll(words, target.at)
      ? 'negated'
      : deathWished(words, target.at, target.end)
        ? GROUP_THREAT
        : (before(words, target) ?? after(words, target) ?? (insulted(words, target) ? HATE : undefined)); // "those trans freaks"
    i = target.end - 1;
    if (found === undefined) continue;
    if (found === 'negated') negated = true;
    else {
      hits.push(...found);
      targets.push(target);
    }
  }
  return { result: { hits, negated }, targets };
}

/** "those trans freaks": the group named by an insulting head, not negated ("no muslim rats here" is still contempt; "not" before it is not). */
function insulted(words: readonly string[], target: GroupReference): boolean {
  return target.end - target.at >= 2 && isInsultHead(words[target.end - 2] ?? '', words[target.end - 1] ?? '') && words[target.at - 1] !== 'not';
}

const QUANTIFIERS = wordSet('all every most many');

/** "not all X", "not every X", "not X": what follows is not said of the group. */
function isNotAll(words: readonly string[], at: number): boolean {
  const before = words[at - 1] ?? '';
  return before === 'not' || (QUANTIFIERS.has(before) && NEGATORS.has(words[at - 2] ?? ''));
}

/** Emotion, exclusion or contempt before the group. */
function before(words: readonly string[], target: GroupReference): Finding {
  if (deniedGoodMember(words, target.at)) return HATE; // "I've never met an honest X"
  if (massHarmCalledFor(words, target.at)) return GROUP_THREAT; // "there should be a purge of X"
  const wishedAway = betterWithout(words, target); // "the world would be better without X"
  if (wishedAway !== undefined) return wishedAway;
  const noException = noExceptionAttribute(words, target);
  if (noException >= 0 && attribute(words, noException, false, false) === HATE) return HATE; // "I've never met a X who wasn't a liar"
  if (listedFlaws(words, target)) return HATE; // "X: dirty, lazy and dangerous"
  if (deniedOwnKind(words, target)) return HATE; // "trans women are not women"
  if (keptAway(words, target.at, target.end)) return HATE; // "keep X away from our children", "I wouldn't let a X near my kids"
  let start = target.at;
  while (start > 0 && target.at - start < 6 && (BETWEEN.has(words[start - 1] ?? '') || NEGATIVE_ATTRIBUTES.has(words[start - 1] ?? ''))) start--;
  if (CONTEMPT.has(words[target.at - 1] ?? '') && !NEGATORS.has(words[target.at - 2] ?? '') && !(target.at === 1 && INTERJECTIONS.has(words[0] ?? ''))) return HATE; // not "Damn, X are awesome"
  if (words[target.at - 1] === 'no' && (words[target.end] === 'alowed' || words[target.end] === 'welcome')) return HATE;
  if (target.end === words.length && (endsAt(words, target.at - 3, target.at, WRONG_WITH) || endsAt(words, target.at - 4, target.at, WRONG_WITH))) return HATE; // "what's wrong with X?"
  for (let end = target.at; end >= start; end--) {
    const found = phraseBefore(words, end);
    if (found !== undefined) return found;
    if (deniedRegard(words, end - 1)) return HATE; // "I will never respect X"
  }
  // "I find X repulsive", "I consider X inferior": the speaker's judgement, its attribute right after the group.
  if (JUDGING.has(words[target.at - 1] ?? '') && anyIn(words, target.at - 3, target.at - 1, FIRST_PERSON) && !anyIn(words, target.at - 4, target.at - 1, NEGATORS)) {
    const judged = attribute(words, target.end, false, false);
    if (judged !== undefined) return judged;
  }
  // "Shut the fuck up, X", "Go home, X": an order to leave or be silent, then the group addressed.
  const order = matchAt(words, 0, DEPARTURES);
  if (order > 0 && (order === target.at || (order === target.at - 1 && words[order] === 'you'))) return HATE;
  // "What a bunch of fucking freaks X are": an exclamation whose subject comes last.
  if (words[0] === 'what' && target.end + 1 === words.length && COPULAS.has(words[target.end] ?? '') && words.slice(1, target.at).some((word) => judgement(word) === 'negative')) return HATE;
  // "Animals, all of them.": a sentence opening on a negative noun, then "all / every one of them".
  if (start === 0 && target.at > 1 && words[target.at] === 'them' && judgement(words[0] ?? '') === 'negative' && words.slice(1, target.at).every((word) => BETWEEN.has(word))) return HATE;
  const questioned = questionedGroup(words, target);
  if (questioned !== undefined) return questioned;
  // "Are X even human?": a positive doubted in a yes/no question that it ends ("are X even allowed to ..." asks).
  if (target.at === 1 && COPULAS.has(words[0] ?? '') && words[target.end] === 'even' && target.end + 2 === words.length && judgement(words[target.end + 1] ?? '') === 'positive') return HATE;
  if (COPULAS.has(words[target.at - 1] ?? '')) return attribute(words, target.end, false, false); // "why are X so ..."
  return undefined;
}

/** Emotion or exclusion phrases that end right at `end`. */
function phraseBefore(words: readonly string[], end: number): Finding {
  for (let s = Math.max(0, end - 5); s < end; s++) {
    const threat = harmCalledFor(words, s, end);
    if (threat !== undefined) return threat;
    if (endsAt(words, s, end, GENERAL_EMOTIONS)) return HATE;
    if (endsAt(words, s, end, NEGATIVE_EMOTIONS)) {
      if (OTHER_SUBJECTS.has(subjectBefore(words, s))) continue; // "you hate X", "people who hate X": not the speaker's emotion
      const subject = s === 0 || anyIn(words, s - 4, s, FIRST_PERSON) || anyIn(words, s - 2, s, MODALS) || (s <= 3 && words.slice(0, s).every((word) => ADVERBS.has(word) || ELLIPTICAL.has(word)));
      if (!subject) continue;
      return NEGATORS.has(words[s] ?? '') || !negatedBefore(words, s) ? HATE : 'negated';
    }
    const eliminate = endsAt(words, s, end, ELIMINATE_VERBS);
    if (eliminate || endsAt(words, s, end, EXCLUDE_VERBS)) {
      if (negatedBefore(words, s)) return 'negated';
      const called = s === 0 || anyIn(words, s - 3, s, MODALS) || anyIn(words, s - 3, s, FIRST_PERSON) || words[s - 1] === 'lets';
      if (called) return eliminate ? ELIMINATION : HATE;
    }
  }
  return undefined;
}

/** A negator in the three words before `s` ("I don't hate"), not "nothing but" ("nothing but hate for") or "nothing I ... more than". */
function negatedBefore(words: readonly string[], s: number): boolean {
  for (let i = Math.max(0, s - 3); i < s; i++) {
    // not "nothing but hate for", "nothing I hate more than"
    if (NEGATORS.has(words[i] ?? '') && !(words[i] === 'nothing' && (words[i + 1] === 'but' || words[i + 1] === 'i'))) return true;
  }
  return false;
}

/** "what's wrong with", "what is wrong with". */
const WRONG_WITH = phrases('whats wrong with', 'what is wrong with');

/** Verbs of judging whose object is followed by its attribute ("I find X repulsive"). */
const JUDGING = wordSet('find consider deem');

/** Subjects other than the speaker, right before a verb of emotion. */
const OTHER_SUBJECTS = wordSet('you u he she they people someone somebody anyone anybody who others');

/** The word before `s`, past adverbs and auxiliaries ("you really do hate" -> "you"). */
function subjectBefore(words: readonly string[], s: number): string {
  let i = s - 1;
  while (i >= 0 && i > s - 4 && (ADVERBS.has(words[i] ?? '') || words[i] === 'do' || words[i] === 'does')) i--;
  return words[i] ?? '';
}

/** True when a phrase of `list` starts at `s` and ends right at `end`. */
function endsAt(words: readonly string[], s: number, end: number, list: PhraseList): boolean {
  return matchAt(words, s, list) === end - s;
}

/** What the group is said to be or do after it. */
function after(words: readonly string[], target: GroupReference): Finding {
  let k = target.end;
  // "no X can be trusted"; "I don't think X are ...": a negated belief negates its clause.
  // "No, X are not ...": an answer opening the sentence (its comma is gone), not "no X" ("no X are welcome"), when the clause has its own negator.
  const answered = target.at === 1 && words[0] === 'no' && anyIn(words, target.end, target.end + 4, NEGATORS);
  let negated = (words[target.at - 1] === 'no' && !answered) || negatedBelief(words, target.at) || noneOf(words, target.at);
  let lastAuxiliary = '';

  let modal = false;
  let normative = false;
  let future = false;
  // "they're useless": the copula is inside the pronoun.
  if (words[target.end - 1] === 'theyre' && !COPULAS.has(words[k] ?? '')) {
    const found = attribute(words, k, negated, false);
    if (found !== undefined) return found;
  }
  k = pastRelativeClause(words, pastAside(words, k));
  for (let n = 0; n < 4 && k < words.length; n++) {
    const word = words[k] ?? '';
    const intent = matchAt(words, k, INTENT_MARKERS);
    if (word === 'nothing' && words[k + 1] === 'but') break; // "X deserve nothing but ...": not a denial
    if (NEGATORS.has(word)) negated = true;
    else if (intent > 0 && !AUXILIARIES.has(word)) {
      future = true;
      k += intent;
      continue;
    } else if (!AUXILIARIES.has(word)) break;
    if (MODALS.has(word)) modal = true;
    if (NORMATIVE.has(word)) normative = true;
    lastAuxiliary = word;
    if (word === 'wil') future = true;
    k++;
  }
  // "Letting X vote was a mistake": the group inside a gerund subject, its predicate a word or two on.
  const gerundSubject = (target.at === 1 && (words[0] ?? '').endsWith('ing')) || words[target.at - 1] === 'being';
  if (gerundSubject && !COPULAS.has(words[k] ?? '') && COPULAS.has(words[k + 1] ?? '')) k++;
  else if (gerundSubject && !COPULAS.has(words[k] ?? '') && COPULAS.has(words[k + 2] ?? '')) k += 2;
  const word = words[k] ?? '';
  if (word === 'help' && words[k + 1] === 'being') return attribute(words, k + 2, false, modal); // "X can't help being violent"
  if (words[k + 1] === 'nothing' && words[k + 2] === 'but' && judgement(words[k + 3] ?? '') === 'negative') return HATE; // "X bring nothing but crime"
  if (word === 'nothing' && words[k + 1] === 'but' && judgement(words[k + 2] ?? '') === 'negative' && !negated) return HATE; // "X deserve nothing but contempt"
  if (matchAt(words, target.end, NO_PLACE) > 0 || lacksVirtue(words, k) || mindOfAThing(words, k)) return HATE;
  // A positive denied: "X don't deserve respect", "X do not have the brains", "X never did anything good".
  if (negated && (DESERVE.has(lastAuxiliary) || (lastAuxiliary === 'to' && DESERVE.has(words[k - 2] ?? ''))) && deniedGood(words, k)) return HATE;
  if (negated && (lastAuxiliary === 'have' || lastAuxiliary === 'has') && deniedVirtue(words, k)) return HATE;
  if (words[k - 1] === 'nothing' && DESERVE.has(words[k - 2] ?? '') && DESERVED_ENDS.has(words[k] ?? '')) return HATE; // "X deserve nothing (at all)"; not "nothing less than"
  if (negated && words[k + 1] === 'anything' && judgement(words[k + 2] ?? '') === 'positive') return HATE;
  if ((word === 'anything' || word === 'nothing') && (judgement(words[k + 1] ?? '') === 'positive' || words[k + 1] === 'right') && (negated || word === 'nothing')) return HATE; // "X never do anything useful", "X can't do anything right"
  if (ACHIEVEMENTS.has(word) && (words[k + 1] === 'nothing' || (negated && words[k + 1] === 'anything'))) return HATE; // "X have never contributed anything"
  if (!negated && (makeBadOnes(words, k) || flawedNature(words, k) || breedLikeVermin(words, k))) return HATE; // "X make terrible leaders", "X have a violent nature"
  if (unableToRuleThemselves(words, target.end, k) || refusesWork(words, target.end, k) || smallMinded(words, k)) return HATE; // "X can't think for themselves", "X never work", "X have tiny brains"
  if (!negated && controlled(words, k)) return HATE; // "X control the media"
  if (!negated && lastAuxiliary !== '' && words[k - 1] !== 'to' && dismissedToDie(words, k)) return GROUP_THREAT; // "they can all die", "X can rot"
  if (sentAway(words, target.end) && wantedBefore(words, target.at)) return HATE; // "I want them gone", "we want X out of this country"
  if (!negated && causesHarm(words, k)) return HATE; // "X always cause trouble", "X spread disease"
  if (word === 'like' && k === target.end && COPULAS.has(words[target.at - 1] ?? '') && words[0] === 'why' && THIS.has(words[k + 1] ?? '') && k + 2 === words.length) return HATE; // "why are X like this?"
  if (!negated && HOLD.has(word) && words[k + 1] !== 'back' && words[k + 1] !== 'nothing' && words.slice(k + 2, k + 6).includes('back')) return HATE; // "X hold everyone back"; not "hold nothing back"
  // "I'll make sure no X ever feels safe here": safety denied to every member, by the speaker.
  if (words[target.at - 1] === 'no' && anyIn(words, k, k + 3, SAFE) && ensured(words, target.at - 1)) return GROUP_THREAT;
  if (negated && normative && words[k - 1] === 'have' && words[k] === 'ben' && words[k + 1] === 'born') return HATE; // "X should never have been born"
  const meant = ensured(words, target.at); // "I'll make sure X ...", "I'm going to make X ..."
  const fate = negated ? undefined : fateAfter(words, k, normative || meant, future, words[target.at - 1] === 'you');
  if (fate !== undefined) return fate;
  if (matchAt(words, k, EMOTION_CAUSES) > 0 || HARMFUL_DOINGS.has(word)) return negated ? 'negated' : HATE;
  if (DENIED_RIGHTS.has(word) && negated && (modal || BELONG.has(word))) return HATE;
  if ((modal || meant) && !negated && matchAt(words, k, DEPARTURES) > 0) return HATE; // "X should leave", "I'll make them leave"
  if (SINGULAR_COPULAS.has(word) && isPlural(words[target.end - 1] ?? '') && !gerundSubject) return undefined; // "anyone who hurts X is ...": not said of X
  // "I hope they get deported", "X should get shot": a passive with "get" after a wish or a normative modal.
  if (GET.has(word) && !negated && (normative || wishedBefore(words, target.at))) {
    if (harmSuffered(words, k + 1)) return GROUP_THREAT;
    if (EXCLUSIONS.has(words[k + 1] ?? '')) return HATE;
  }
  if (!COPULAS.has(word)) return NEGATED_COPULAS.has(words[k - 1] ?? '') ? attribute(words, k, negated, modal) : undefined; // "X aren't capable"
  if (normative && !negated && harmSuffered(words, k + 1)) return GROUP_THREAT;
  if (!negated && betterOffDead(words, k + 1)) return GROUP_THREAT; // "X would be better off dead"
  if (words[target.at - 1] === 'being' && anyIn(words, k + 1, k + 5, HARDSHIPS)) return undefined; // "being gay is dangerous (there)": a danger to them
  if (future && !negated && KILLED.has(words[k + 1] ?? '')) return GROUP_THREAT; // "X will be shot"
  if (!negated && words[k + 1] === 'going' && words[k + 2] === 'to' && words[k + 3] === 'be' && KILLED.has(words[k + 4] ?? '')) return GROUP_THREAT; // "X are going to be hanged"
  return attribute(words, k + 1, negated, modal);
}

/** "I'll make sure (that) all X suffer", "see to it that X ...": the speaker sees that a fate comes about. */
function ensured(words: readonly string[], at: number): boolean {
  for (let j = Math.max(0, at - 5); j < at - 1; j++) {
    if ((words[j] === 'make' && words[j + 1] === 'sure') || (words[j] === 'se' && words[j + 1] === 'to' && words[j + 2] === 'it')) return !NEGATORS.has(words[j - 1] ?? '');
  }
  // "I'm going to make every X pay": "make" right before the group (or its determiner), meant.
  const make = words[at - 1] === 'make' ? at - 1 : words[at - 2] === 'make' && BETWEEN.has(words[at - 1] ?? '') ? at - 2 : -1;
  return make > 0 && anyIn(words, make - 3, make, MAKE_INTENT) && !anyIn(words, make - 4, make, NEGATORS);
}

const SAFE = wordSet('safe welcome');

/** Before "make X ...", what makes it the speaker's intent ("going to", "will", "gonna"). */
const MAKE_INTENT = wordSet('gona going wil il wel lets gota');

/** Verbs of contributing, denied of a group ("X have contributed nothing", "X add nothing"). */
const ACHIEVEMENTS = wordSet(
  'contributed achieved accomplished invented created built produced contribute contributes achieve achieves produce produces create creates add adds offer offers',
);
/** "get" as a passive ("I hope they get deported"). */
const GET = wordSet('get gets got');
/** Words of hoping before the group ("I hope X get ..."). */
const HOPING = wordSet('hope hoping wish');

/** A wish within the four words before `at` ("I hope they ...", "I wish X would ..."), not negated. */
function wishedBefore(words: readonly string[], at: number): boolean {
  for (let j = Math.max(0, at - 4); j < at; j++) if (HOPING.has(words[j] ?? '')) return !NEGATORS.has(words[j - 1] ?? '') && !NEGATORS.has(words[j - 2] ?? '');
  return false;
}

const SINGULAR_COPULAS = wordSet('is was isnt wasnt');
const DESERVE = wordSet('deserve deserves');
/** What may follow "deserve nothing" when nothing at all is meant ('' is the end). */
const DESERVED_ENDS = new Set(['', ...wordSet('at from here in and')]);
const PLURAL_HEADS = wordSet('people ppl folks folk men women');

/** Whether the last word of a group reference is plural ("people", "muslims"). */
function isPlural(word: string): boolean {
  return PLURAL_HEADS.has(word) || (word.endsWith('s') && word.length > 3);
}



/** "X lack (any sense of) decency", "X have no (basic) manners": a virtue denied. */
function lacksVirtue(words: readonly string[], k: number): boolean {
  let at = k;
  if (LACKS.has(words[at] ?? '')) at++;
  else if ((words[at] === 'have' || words[at] === 'has') && words[at + 1] === 'no') at += 2;
  else if (words[at - 1] !== 'no' || (words[at - 2] !== 'have' && words[at - 2] !== 'has')) return false; // the loop over auxiliaries stopped past "have no"
  for (let n = 0; n < 4 && VIRTUE_FILLERS.has(words[at] ?? ''); n++) at++;
  return VIRTUES.has(words[at] ?? '') || judgement(words[at] ?? '') === 'positive';
}

/** Normative modals: what they say the group should undergo is called for. */
const NORMATIVE = wordSet('should must need needs ought deserve deserves have has');
const RELATIVE = wordSet('who that');

/** Prepositions that open a short phrase placing the group ("X in this town will ..."). */
const PLACING = wordSet('in from around near across of at on');
/** Modals that can end a placing phrase: normative ones and the plain future. */
const AFTER_PLACING = wordSet('should must need needs ought deserve deserves wil shal');

/**
 * Past a short relative clause that ends before a modal ("X who speak up should ..."), or a short
 * placing phrase that ends before a normative or future modal ("every X in this town will ..."),
 * or `k` itself.
 */
function pastRelativeClause(words: readonly string[], k: number): number {
  const ends = RELATIVE.has(words[k] ?? '') ? NORMATIVE : PLACING.has(words[k] ?? '') ? AFTER_PLACING : undefined;
  if (ends === undefined) return k;
  for (let j = k + 1; j <= k + 5 && j < words.length; j++) if (ends.has(words[j] ?? '')) return j;
  return k;
}
