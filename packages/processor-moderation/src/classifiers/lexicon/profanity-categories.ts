import type { EnglishProfaneWord } from 'obscenity';
import type { ModerationCategory } from '../../categories.js';

/**
 * What each word of obscenity's English dataset adds, per category. Slurs count as hate; sexual
 * words as sexual; insults only weakly as harassment (plain swearing is not a category). Words not
 * listed (e.g. `shit`, `piss`) add nothing.
 */
export const PROFANITY_CATEGORIES: Partial<
  Record<EnglishProfaneWord, Partial<Record<ModerationCategory, number>>>
> = {
  abeed: { hate: 0.8 },
  abo: { hate: 0.5 },
  africoon: { hate: 0.85 },
  arabush: { hate: 0.8 },
  boonga: { hate: 0.8 },
  chingchong: { hate: 0.8 },
  chink: { hate: 0.8 },
  kike: { hate: 0.85 },
  nigger: { hate: 0.9 },
  negro: { hate: 0.3 },
  tranny: { hate: 0.6 },
  dyke: { hate: 0.5 },
  fag: { hate: 0.7 },
  retard: { harassment: 0.4 },
  spastic: { harassment: 0.3 },
  bitch: { harassment: 0.3 },
  cunt: { harassment: 0.4 },
  twat: { harassment: 0.3 },
  prick: { harassment: 0.2 },
  bastard: { harassment: 0.2 },
  whore: { harassment: 0.3, sexual: 0.3 },
  slut: { harassment: 0.3, sexual: 0.3 },
  blowjob: { sexual: 0.8 },
  buttplug: { sexual: 0.7 },
  cum: { sexual: 0.5 },
  deepthroat: { sexual: 0.7 },
  dildo: { sexual: 0.7 },
  doggystyle: { sexual: 0.7 },
  'double penetration': { sexual: 0.9 },
  ejaculate: { sexual: 0.4 },
  felch: { sexual: 0.8 },
  fellatio: { sexual: 0.6 },
  'finger bang': { sexual: 0.85 },
  fisting: { sexual: 0.6 },
  gangbang: { sexual: 0.85 },
  handjob: { sexual: 0.8 },
  hentai: { sexual: 0.7 },
  'jerk off': { sexual: 0.7 },
  jizz: { sexual: 0.7 },
  lubejob: { sexual: 0.8 },
  masturbate: { sexual: 0.45 },
  orgasm: { sexual: 0.5 },
  orgy: { sexual: 0.6 },
  porn: { sexual: 0.6 },
  cock: { sexual: 0.35 },
  pussy: { sexual: 0.35 },
  tit: { sexual: 0.3 },
  boob: { sexual: 0.25 },
  incest: { sexual: 0.5 },
  bestiality: { sexual: 0.6 },
  rape: { sexual: 0.3, violence: 0.5 },
  hooker: { sexual: 0.3 },
};
