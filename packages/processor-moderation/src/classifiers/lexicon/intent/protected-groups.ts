import { wordSet } from './phrases.js';

/**
 * Words that name a group defined by a protected characteristic (race, ethnicity and colour;
 * religion; national origin and immigration status; sex and gender; gender identity; sexual
 * orientation; disability), written from those characteristics, English only. Groups defined by
 * anything else (jobs, politics, teams, crimes) are deliberately absent.
 */

/** Plural nouns of such groups ("muslims", "immigrants", "women"). */
export const GROUP_NOUNS = wordSet(
  // race, ethnicity, colour
  'blacks whites asians africans arabs latinos latinas hispanics gypsies roma aborigines aboriginals caucasians mexicans pakistanis somalis nigerians turks chinese koreans indians jamaicans romanians albanians ' +
    // religion
    'muslims moslems jews christians catholics protestants hindus sikhs buddhists atheists mormons ' +
    // national origin, immigration
    'immigrants migrants refugees foreigners ' +
    // sex, gender identity, sexual orientation
    'women females ladies men males transgenders transsexuals trannies gays lesbians bisexuals homosexuals queers ' +
    // disability
    'cripples retards autists paraplegics',
);

/** Singular nouns of such groups, a group only after a generic determiner ("a muslim", "every jew", "no jew"). */
export const SINGULAR_GROUP_NOUNS = wordSet(
  'black asian african arab latino latina hispanic gypsy mexican muslim jew christian catholic hindu sikh buddhist atheist mormon immigrant migrant refugee foreigner woman female tranny gay lesbian bisexual homosexual queer cripple retard',
);

/** Adjectives that name such a group before a person noun ("black people", "gay men", "trans women"). */
export const GROUP_ADJECTIVES = wordSet(
  'female black white brown asian african arab latino latina hispanic indigenous aboriginal native chinese indian mexican pakistani somali turkish polish romanian jewish muslim islamic christian catholic hindu sikh buddhist atheist mormon immigrant migrant refugee foreign undocumented asylum trans transgender nonbinary intersex gay lesbian bisexual bi queer homosexual lgbt lgbtq disabled handicapped autistic deaf blind',
);

/** Group adjectives that also name the group alone after `the` ("the disabled", "the deaf"). */
export const NOMINAL_ADJECTIVES = wordSet('disabled handicapped deaf blind');

/** Nouns of a role a person has, after a group adjective ("female drivers", "gay teachers", "a muslim politician"). */
export const ROLE_NOUNS = wordSet(
  'driver drivers teacher teachers doctor doctors nurse nurses neighbour neighbours neighbor neighbors worker workers student students pupil pupils ' +
    'politician politicians leader leaders boss bosses president presidents manager managers colleague colleagues coworker coworkers employee employees ' +
    'parent parents mother mothers father fathers athlete athletes player players scientist scientists engineer engineers soldier soldiers cop cops ' +
    'officer officers judge judges voter voters citizen citizens tenant tenants landlord landlords customer customers candidate candidates minister ministers ' +
    'boy boys girl girls child children actor actors singer singers writer writers journalist journalists pilot pilots surgeon surgeons lawyer lawyers',
);

/** Person nouns after a group adjective. */
export const GROUP_HEADS = wordSet('people ppl folks folk men women guys girls persons individuals community communities population populations families kids seekers person man woman guy lives');

/**
 * Insulting nouns that, after a group adjective, name the whole group with contempt ("trans
 * freaks", "muslim scum"): filth and plain insults, not criminality ("muslim terrorists" can name
 * some people).
 */
export const INSULT_HEADS = wordSet('freaks scum trash garbage filth savages degenerates perverts deviants idiots morons imbeciles retards lowlifes scumbags subhumans');

/** Animals used as insults: contempt only after an adjective that never names animals ("muslim rats", not "black rats" or "native animals"). */
export const ANIMAL_INSULTS = wordSet('rats vermin pigs swine apes monkeys animals beasts cockroaches roaches parasites leeches maggots');

/** Group adjectives that name only people (religion, sexuality, gender identity, immigration), never a breed or a colour. */
export const PERSON_ONLY_ADJECTIVES = wordSet(
  'muslim islamic jewish christian catholic hindu sikh buddhist atheist mormon immigrant migrant refugee undocumented trans transgender nonbinary gay lesbian bisexual queer homosexual lgbt lgbtq',
);

/** An insulting head after the group adjective `adjective` ("trans freaks", "muslim rats"). */
export function isInsultHead(adjective: string, head: string): boolean {
  return INSULT_HEADS.has(head) || (ANIMAL_INSULTS.has(head) && PERSON_ONLY_ADJECTIVES.has(adjective));
}

/** Determiners that make a singular group noun generic ("a", "every", "any"). */
export const GENERIC_DETERMINERS = wordSet('a an every any each typical no single next');

/** Pronouns and phrases that can refer back to a group named nearby ("Women? They are all ..."). */
export const REFERENT_PRONOUNS = wordSet('they them theyre their those these');
