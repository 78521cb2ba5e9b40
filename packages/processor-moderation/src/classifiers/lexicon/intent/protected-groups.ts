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
  'black white brown asian african arab latino latina hispanic indigenous aboriginal native chinese indian mexican pakistani somali turkish polish romanian jewish muslim islamic christian catholic hindu sikh buddhist atheist mormon immigrant migrant refugee foreign undocumented asylum trans transgender nonbinary intersex gay lesbian bisexual bi queer homosexual lgbt lgbtq disabled handicapped autistic deaf blind',
);

/** Group adjectives that also name the group alone after `the` ("the disabled", "the deaf"). */
export const NOMINAL_ADJECTIVES = wordSet('disabled handicapped deaf blind');

/** Person nouns after a group adjective. */
export const GROUP_HEADS = wordSet('people ppl folks folk men women guys girls persons individuals community communities families kids seekers person man woman guy');

/** Determiners that make a singular group noun generic ("a", "every", "any"). */
export const GENERIC_DETERMINERS = wordSet('a an every any each typical no single next');

/** Pronouns and phrases that can refer back to a group named nearby ("Women? They are all ..."). */
export const REFERENT_PRONOUNS = wordSet('they them theyre their those these');
