import { attribute } from './attribute-rule.js';
import { judgement } from './attribute-forms.js';
import { GROUP_THREAT, HATE, type Finding } from './findings.js';
import type { GroupReference } from './group-target.js';
import { matchAt, wordSet } from './phrases.js';
import { DEPARTURES } from './negative-evaluation.js';
import { DIE } from './words.js';
import { COPULAS, NEGATED_COPULAS } from './structure-words.js';
import { MAKE } from './group-generalizations.js';

const LET = wordSet('let allow');
const ASKING_AUXILIARIES = wordSet('should do would');

/**
 * Rhetorical questions about a group, read as the assertion they make: "Aren't X just parasites?",
 * "Why is every X a thief?", "Why do we even let X vote?" ("even": "why should we let X adopt?" may
 * open an answer for them), "What good has a X ever done?", "Why do X
 * even exist?", "Is there anything more pathetic than a X?", "What good are X?", "Why are X even allowed
 * to live?", "Why don't X just leave?". A question asked the other way ("why don't we let X vote?")
 * is not read so.
 */
export function questionedGroup(words: readonly string[], target: GroupReference): Finding {
  const first = words[0] ?? '';
  if (target.at === 1 && NEGATED_COPULAS.has(first)) return attribute(words, target.end, false, false); // "Aren't X just ..."
  if (first === 'why' && GENERIC_OR_ALL.has(words[target.at - 1] ?? '') && COPULAS.has(words[target.at - 2] ?? '')) return attribute(words, target.end, false, false); // "Why is every X a ..."
  if (first === 'why' && ASKING_AUXILIARIES.has(words[1] ?? '') && words[2] === 'we' && words[3] === 'even' && LET.has(words[4] ?? '') && target.at === 5) return HATE; // "why do we even let X ..." (not "why should we let X adopt? Because ...")
  if (first === 'what' && words[1] === 'god' && target.at <= 4 && words.slice(target.end, target.end + 3).some((word) => word === 'done' || word === 'ever')) return HATE; // "what good" ("good" squeezed)
  if (first === 'why' && words[target.end] === 'even' && words[target.end + 1] === 'exist') return HATE;
  if (first === 'why' && words[target.at - 1] === 'do' && words[target.end] === 'exist' && target.end + 1 === words.length) return HATE; // "Why do X exist?"
  if (first === 'what' && words[1] === 'god' && COPULAS.has(words[2] ?? '') && target.at === 3 && (target.end === words.length || words[target.end] === 'anyway')) return HATE; // "What good are X (anyway)?" (not "what good are X doing ...")
  if (first === 'what' && MAKE.has(words[target.end + 1] ?? '') && words[target.end] === 'that' && words[target.end + 2] === 'them') return attribute(words, target.end + 3, false, false); // "What is it about X that makes them so lazy?"
  if (first === 'why' && COPULAS.has(words[target.at - 1] ?? '') && words[target.end] === 'even' && words[target.end + 1] === 'alowed' && words[target.end + 2] === 'to' && BARE_LIFE.has(words[target.end + 3] ?? '')) return HATE; // "Why are X even allowed to live?" (not "... to vote in local elections?")
  const urged = whyNotUrged(words, target);
  if (urged !== undefined) return urged;
  // "anything / nothing more pathetic than (a) X", "anything worse than a X"
  const than = words[target.at - 1] === 'than' ? target.at - 1 : words[target.at - 2] === 'than' && (words[target.at - 1] === 'a' || words[target.at - 1] === 'an') ? target.at - 2 : -1;
  if (than > 2 && words[than - 2] === 'more' && judgement(words[than - 1] ?? '') === 'negative' && ANY_OR_NONE.has(words[than - 3] ?? '')) return HATE;
  if (than > 1 && judgement(words[than - 1] ?? '') === 'negative' && ANY_OR_NONE.has(words[than - 2] ?? '')) return HATE;
  return undefined;
}

const ANY_OR_NONE = wordSet('anything nothing');
/** What a group is doubted the right to at all ("allowed to live"). */
const BARE_LIFE = wordSet('live exist breed be have');
/** Negated auxiliaries that, right after "why", urge what follows ("why don't X just leave?"). */
const WHY_NOT = wordSet('dont cant wont');
const JUST = wordSet('just al');

/**
 * "Why don't X just leave?", "Why can't X go back to where they came from?", "Why won't X just
 * die?": a departure or a death urged on the group by asking why it has not happened.
 */
function whyNotUrged(words: readonly string[], target: GroupReference): Finding {
  if (words[0] !== 'why' || target.at !== 2 || !WHY_NOT.has(words[1] ?? '')) return undefined;
  let k = target.end;
  while (k < target.end + 2 && JUST.has(words[k] ?? '')) k++;
  if (matchAt(words, k, DEPARTURES) > 0 || words[k] === 'disappear' || words[k] === 'vanish') return HATE;
  return DIE.has(words[k] ?? '') ? GROUP_THREAT : undefined;
}

const GENERIC_OR_ALL = wordSet('every each al');
