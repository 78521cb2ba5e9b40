import { wordSet } from './phrases.js';
import { GROUP_NOUNS } from './protected-groups.js';
import { sentences } from './sentences.js';
import { DIE, HARM_PARTICIPLES, PERSON_PRONOUNS, YOU } from './words.js';

/**
 * A word of the lexicon that also names a thing, an animal or a place, with the words that
 * mark that other sense. Cues are taken from the dictionary senses of the word, never from a test
 * set: "dyke" (an embankment: sea, canal, flood), "tranny" (a car's transmission: gear, fluid,
 * clutch), "chink" (a narrow gap: armour, curtain, light), "coon" (a raccoon: hunting, hounds,
 * bins), "faggot" (a bundle of sticks; a meatball: firewood, gravy), "fag" (a cigarette: smoke,
 * ash, lighter), "bitch" (a female dog: puppies, litter, breeder), "prick" (a small hole). Only
 * words that weigh as hate or harassment are listed: a sexual word keeps its weight whatever
 * stands near it.
 */
interface ThingSense {
  /** The lexicon's name of the word (obscenity's canonical name, or the term's word). */
  readonly word: string;
  /** Its written forms in normalized text. */
  readonly forms: ReadonlySet<string>;
  /** Words that, in the same sentence and near it, mark the other sense. */
  readonly cues: ReadonlySet<string>;
}

function sense(word: string, forms: string, cues: string): ThingSense {
  return { word, forms: wordSet(forms), cues: wordSet(cues) };
}

const SENSES: readonly ThingSense[] = [
  sense('dyke', 'dyke dykes dike dikes', 'sea seas water waters flood floods flooding tide tides dam dams canal canals river rivers levee levees polder polders windmill windmills embankment bank banks dutch holland netherlands breach breached burst drain drains ditch marsh storm surge lowlands engineers'),
  sense('tranny', 'tranny trannies', 'car cars truck trucks van engine gear gears gearbox fluid clutch transmission mechanic garage shift shifting slipping rebuild rebuilt manual automatic radio axle diff rpm'),
  sense('chink', 'chink chinks', 'armour armor curtain curtains blind blinds light sunlight door doors wall walls fence gap gaps crack shutter shutters cloud clouds glass window stone stones brick mortar coins glasses'),
  sense('coon', 'coon coons', 'hunting hunt hunter hunters hound hounds dog dogs raccoon raccoons tree treed bins bin trash garbage skin skins cap hat trap traps possum woods tail'),
  sense('fag', 'fag fags fagot fagots', 'smoke smoking smoked cigarette cigarettes ash ashtray lighter light lit packet pack puff break sticks wood firewood kindling fire hearth bundle bundles gravy peas onion onions pork butcher meatball meatballs oven mash'),
  sense('bitch', 'bitch bitches', 'puppy puppies pup pups litter litters whelp whelped whelping breed breeder breeding kennel kennels pedigree sire dam dog dogs spayed vet'),
  sense('prick', 'prick pricks', 'needle needles pin pins thorn thorns finger fingers skin blood test lancet cactus'),
];

/** Each written form's sense. */
const BY_FORM: ReadonlyMap<string, ThingSense> = new Map(SENSES.flatMap((entry) => [...entry.forms].map((form) => [form, entry] as const)));

/**
 * Words that keep every word of their sentence in its person sense: someone addressed ("you",
 * "your"), a person as object or relative ("him", "them", "someone", "who"; a subject "he" or
 * "she" is often the one handling the thing), a protected group named ("immigrants"), or harm
 * done or wished ("kill", "burn", "shot", "die").
 */
const PERSON_MARKERS: ReadonlySet<string> = new Set([
  ...YOU,
  ...PERSON_PRONOUNS,
  ...wordSet('youre ur your who whom himself herself themselves'),
  ...GROUP_NOUNS,
  ...HARM_PARTICIPLES,
  ...DIE,
  ...wordSet('kill murder burn hang lynch stab shoot strangle choke drown poison gas beat punch kick slap attack torture exterminate'),
]);

/** How many words either side a cue may stand. */
const REACH = 6;

/**
 * What `thingSenses` finds in a normalized text: `words`, the lexicon words all of whose
 * occurrences are in their thing sense, and `text`, the normalized text with those occurrences
 * blanked (same length), for term patterns to be tested on.
 */
export interface ThingSenseReading {
  words: ReadonlySet<string>;
  text: string;
}

/**
 * Reads which lexicon words of `normalized` are used in another sense than a person (an
 * embankment, a gearbox, a cigarette, a dog...): an occurrence is in its thing sense when a cue
 * of that sense stands within six words in the same sentence and the sentence has no person
 * marker (someone addressed or named, a protected group, harm). A word found once outside its
 * thing sense keeps its weight everywhere. Two passes over each sentence's words; linear in the
 * text.
 */
export function thingSenses(normalized: string): ThingSenseReading {
  const inThingSense = new Set<string>();
  const outside = new Set<string>();
  for (const words of sentences(normalized)) {
    let markers = 0;
    for (const word of words) if (PERSON_MARKERS.has(word)) markers++;
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      const entry = BY_FORM.get(word);
      if (entry === undefined) continue;
      // Persons named by some other word of the sentence than this one.
      const aboutPersons = markers - (PERSON_MARKERS.has(word) ? 1 : 0) > 0;
      if (!aboutPersons && hasCueNear(words, i, entry.cues)) inThingSense.add(entry.word);
      else outside.add(entry.word);
    }
  }
  for (const word of outside) inThingSense.delete(word);
  if (inThingSense.size === 0) return { words: inThingSense, text: normalized };
  const forms = new Set(SENSES.filter((entry) => inThingSense.has(entry.word)).flatMap((entry) => [...entry.forms]));
  return { words: inThingSense, text: blankWords(normalized, forms) };
}

function hasCueNear(words: readonly string[], at: number, cues: ReadonlySet<string>): boolean {
  const from = Math.max(0, at - REACH);
  const to = Math.min(words.length, at + REACH + 1);
  for (let j = from; j < to; j++) if (j !== at && cues.has(words[j] ?? '')) return true;
  return false;
}

/** `text` with every whole-word occurrence of `words` replaced by as many spaces. */
function blankWords(text: string, words: ReadonlySet<string>): string {
  return text.replace(/[a-z0-9]+/g, (word) => (words.has(word) ? ' '.repeat(word.length) : word));
}
