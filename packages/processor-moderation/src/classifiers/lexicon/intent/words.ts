import { phrases, wordSet } from './phrases.js';
import { GROUP_ADJECTIVES as PROTECTED_GROUP_ADJECTIVES, GROUP_NOUNS } from './protected-groups.js';

/**
 * Word lists of the intent rules, written from the categories' definitions (who does what to
 * whom), English only. Squeezed like normalized text; apostrophes are already gone (`i'll` ->
 * `ill` -> `il`, `don't` -> `dont`).
 */

/** Words that say the speaker will, wants to or means to do something. */
export const INTENT_MARKERS = phrases(
  'wil', 'ill', 'shall', 'going to', 'gonna', 'gon', 'gunna', 'goin to', 'goin', 'gona', 'ima', 'imma', 'finna', 'fixing to',
  'want to', 'wanna', 'plan to', 'planning to', 'plan is to', 'goal is to', 'aim is to', 'mission is to', 'intend to', 'about to', 'ready to', 'need to', 'have to',
  'lets', 'let us', 'cant wait to', 'can not wait to', 'cannot wait to', 'love to', 'would love to', 'id love to', 'like to', 'would like to', 'hope to', 'dream of', 'dream about', 'fantasize about', 'wish i could', 'tryna', 'trying to', 'decided to', 'swear',
);

/** Words that make what follows a rule of what others should do (normative threats, wishes). */
export const NORMATIVE_MARKERS = phrases('should', 'must', 'need to', 'needs to', 'deserve to', 'deserves to', 'ought to', 'have to', 'has to');

/** Verbs of physical harm to a person, base forms and common slang. */
export const HARM_VERBS = wordSet(
  'kill murder hurt harm injure pop smoke clap beat stab shoot strangle choke punch kick slap smash bash hit break slit burn drown poison rape attack assault torture cut shank merk stomp maim whack execute hang lynch behead butcher slaughter bury end jump batter bludgeon gut hunt eliminate',
);

/** Harm verbs as participles or states, after `be` in normative threats ("should be shot"). */
export const HARM_PARTICIPLES = wordSet(
  'killed murdered hurt harmed beaten stabbed shot strangled choked punched kicked slapped burned burnt drowned poisoned raped attacked assaulted tortured executed hanged hung lynched beheaded butchered slaughtered buried gassed exterminated eradicated shot dead dragged hunted whipped flogged lashed stoned crucified maimed mutilated euthanized euthanised massacred purged bombed enslaved',
);

/** Verbs that mean dying, after a normative marker ("should die"). */
export const DIE = wordSet('die perish rot suffer');

/** Objects after the target that make a harm verb a homonym ("shoot you an email"). */
export const HOMONYM_OBJECTS = wordSet('email mail message text dm note line link invite pic photo photos picture video');

/**
 * Nouns of things that are run, stopped, shot or burned in their ordinary senses (software, tasks,
 * media), which a harm participle after them does not make a threat ("this command must be
 * executed", "the process should be killed", "the scene will be shot at night").
 */
export const THING_NOUNS = wordSet(
  'command commands script scripts code function functions query queries job jobs task tasks program programs process processes thread threads request requests ' +
    'build builds test tests step steps instruction instructions statement statements transaction transactions migration migrations hook hooks callback callbacks ' +
    'method methods file files cell cells container containers server servers service services worker workers app application bug feature branch commit release ' +
    'plan plans project projects order orders bill proposal deal idea scene scenes shot shots film movie episode photo photos picture pictures video videos image images disc disk cd battery engine light lights fire candle',
);

/** A second-person target alone. */
export const YOU = wordSet('you u ya yall youse yourself');

/** Third-person pronouns and indefinite persons. */
export const PERSON_PRONOUNS = wordSet('him her them everyone everybody someone somebody anyone anybody people ppl');

/** Words that introduce a person noun ("my", "that", "some"). */
export const DETERMINERS = wordSet('my his her the that this our their a an some your ur every those these');

/** Nouns for a person (or a pet, scored lower). */
export const PERSON_NOUNS = wordSet(
  'neighbour neighbor neighbours neighbors husband wife boyfriend girlfriend bf gf ex boss teacher teachers coworker coworkers colleague colleagues roommate brother sister mom mum mother dad father stepdad stepmom stepfather stepmother son daughter kid kids child children baby family landlord manager guy guys dude man men woman women girl boy person people cop cops officer judge president politician ceo reporter snitch doctor nurse student students classmate classmates customer cashier driver stranger homeless parents uncle aunt cousin friend friends bully victim face throat head skull neck jaw ass',
);

/** Pets and animals: harm to them is violence too, scored lower. */
export const ANIMALS = wordSet('cat cats dog dogs puppy kitten pet pets horse animal animals');

/** Plural nouns of groups defined by a protected attribute (the group-derogation rule's list, see `protected-groups.ts`). */
export const GROUPS: ReadonlySet<string> = new Set([
  ...wordSet(
    'jews muslims christians catholics hindus sikhs buddhists atheists blacks whites asians arabs latinos hispanics mexicans africans immigrants refugees migrants foreigners gays lesbians homosexuals bisexuals queers transgenders trannies women females disabled gypsies roma',
  ),
  ...GROUP_NOUNS,
]);

/** Adjectives that, before `people` (or `men`, `women`, `folks`), name such a group. */
export const GROUP_ADJECTIVES: ReadonlySet<string> = new Set([
  ...wordSet('jewish muslim christian catholic hindu sikh black white asian arab latino hispanic mexican african immigrant gay lesbian bisexual queer trans transgender disabled'),
  ...PROTECTED_GROUP_ADJECTIVES,
]);

/** Words that negate what follows within a few words. */
export const NEGATORS = wordSet('not never no dont wont wouldnt cant cannot couldnt shouldnt didnt isnt arent aint nobody noone nothing neither nor');

/** Question and method words that make a request for how to do something. */
export const HOW_TO = phrases(
  'how to', 'how do i', 'how can i', 'how could i', 'how would i', 'how should i', 'how do you', 'how can you', 'how does one', 'how hard',
  'how much', 'how many', 'best way', 'easiest way', 'quickest way', 'fastest way', 'simplest way', 'surest way', 'way to', 'ways to',
  'what is the best', 'whats the best', 'where should i', 'what would', 'which', 'tips', 'steps to', 'method', 'methods', 'without getting caught',
);

/** First-person subjects. */
export const FIRST_PERSON = wordSet('i im ive id il me my we were wel');

/** What a speaker does to themself (self-harm), after an intent marker. */
export const SELF_HARM_ACTS = phrases(
  'kill myself', 'kil my self', 'kms', 'end it all', 'end my life', 'end my own life', 'take my life', 'take my own life', 'hurt myself', 'harm myself',
  'cut myself', 'burn myself', 'starve myself', 'hang myself', 'unalive', 'unalive myself', 'sewerslide', 'off myself', 'yeet myself', 'od', 'overdose',
  'jump off', 'jump in front', 'not wake up', 'never wake up', 'disappear forever', 'die', 'be dead', 'end it tonight', 'end it tn', 'take all my pills',
  'take the whole bottle',
);

/** What a speaker says they no longer want ("I don't want to be alive anymore"). */
export const LIFE = phrases('live', 'be alive', 'be here', 'exist', 'wake up', 'keep living', 'go on', 'living');

/** Self-harm methods asked about in a how-to or how-much question. */
export const SELF_HARM_METHODS = phrases(
  'kill myself', 'end my life', 'commit suicide', 'overdose', 'od', 'die', 'lethal', 'fatal', 'not wake up', 'hang myself', 'noose', 'cut deeper',
  'hide self harm', 'hide my cuts', 'hide my scars', 'hide the cuts', 'starve myself', 'stop eating', 'throw up after', 'purge', 'painless',
);
