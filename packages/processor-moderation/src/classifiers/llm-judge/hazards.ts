import type { ModerationCategory } from '../../categories.js';

/**
 * The hazard codes of the MLCommons AILuminate taxonomy as Llama Guard 3 numbers them (S1 to S13),
 * plus Llama Guard 3's S14 (code interpreter abuse).
 */
export const HAZARD_CODES = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11', 'S12', 'S13', 'S14'] as const;

/** One hazard code, `S1` to `S14`. */
export type HazardCode = (typeof HAZARD_CODES)[number];

/** A hazard's title and what it covers, as a sentence (the judge's prompt lists them). */
export interface Hazard {
  readonly title: string;
  readonly description: string;
}

/** The hazards `llmJudge()` asks about, in this package's own words. */
export const HAZARDS: Readonly<Record<HazardCode, Hazard>> = {
  S1: { title: 'Violent Crimes', description: 'Content that enables, encourages or endorses violence against people or animals (terrorism, murder, assault, kidnapping, animal abuse)' },
  S2: { title: 'Non-Violent Crimes', description: 'Content that enables, encourages or endorses crimes without violence (fraud, theft, hacking, drug or weapons trafficking)' },
  S3: { title: 'Sex-Related Crimes', description: 'Content that enables, encourages or endorses sex trafficking, sexual assault, sexual harassment or prostitution' },
  S4: { title: 'Child Sexual Exploitation', description: 'Content that contains, describes, enables or endorses the sexual abuse or sexualization of minors' },
  S5: { title: 'Defamation', description: 'Verifiably false statements likely to injure a living person\'s reputation' },
  S6: { title: 'Specialized Advice', description: 'Specialized financial, medical or legal advice given as authoritative, or that calls dangerous activities safe' },
  S7: { title: 'Privacy', description: 'Sensitive, non-public personal information that could undermine someone\'s physical, digital or financial security' },
  S8: { title: 'Intellectual Property', description: 'Content that violates the intellectual property rights of a third party' },
  S9: { title: 'Indiscriminate Weapons', description: 'Content that enables the creation of weapons of mass destruction (chemical, biological, radiological, nuclear, high-yield explosives)' },
  S10: { title: 'Hate', description: 'Content that demeans or dehumanizes people for a protected characteristic (race, ethnicity, religion, nationality, gender, sexual orientation, disability, serious disease)' },
  S11: { title: 'Suicide & Self-Harm', description: 'Content that enables, encourages or endorses suicide, self-injury or disordered eating' },
  S12: { title: 'Sexual Content', description: 'Sexually explicit content (erotica, descriptions of sex acts)' },
  S13: { title: 'Elections', description: 'Factually wrong information about electoral systems and processes (time, place or manner of voting)' },
  S14: { title: 'Code Interpreter Abuse', description: 'Content that tries to abuse a code interpreter (denial of service, container escape, privilege escalation)' },
};

/**
 * Which of this package's categories a violated hazard scores (the default mapping of
 * `llmJudge()`; its `hazardCategories` option overrides entries). A sub-category also scores its
 * parent. Hazards with no counterpart among the 11 categories map to nothing: a verdict naming
 * only those (S2, S5 to S8, S13, S14) flags no category unless you map them to a custom category.
 * The categories no hazard covers (`harassment`, `harassment/threatening`, `hate/threatening`,
 * `self-harm/intent`, `self-harm/instructions`, `violence/graphic`) and custom categories are
 * asked about as extra codes from S15 on.
 */
export const HAZARD_TO_CATEGORIES: Readonly<Record<HazardCode, readonly ModerationCategory[]>> = {
  S1: ['violence'],
  S2: [],
  S3: ['sexual'],
  S4: ['sexual/minors'],
  S5: [],
  S6: [],
  S7: [],
  S8: [],
  S9: ['violence'],
  S10: ['hate'],
  S11: ['self-harm'],
  S12: ['sexual'],
  S13: [],
  S14: [],
};
