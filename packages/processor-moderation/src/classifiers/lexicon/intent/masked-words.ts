import { squeeze } from '../normalize-text.js';

/**
 * Profanity written with letters masked by asterisks (`f*ck`, `f**king`, `sh*t`, `a**holes`), read
 * back as the word: each `*` stands for one letter of a word of `MASKABLE` of the same length
 * (compared with the word as written and as squeezed, since tokens arrive squeezed). A token with
 * no `*` is returned as it is; a masked token that fits no word loses its asterisks. Only tokens
 * holding a `*` are compared, with a bounded list: constant work per token.
 */
export function unmasked(token: string): string {
  if (!token.includes('*')) return token;
  for (const [written, word] of MASKABLE) {
    if (fits(token, written)) return word;
  }
  return token.replaceAll('*', '');
}

function fits(token: string, word: string): boolean {
  if (token.length !== word.length) return false;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char !== '*' && char !== word[i]) return false;
  }
  return true;
}

/** Words people mask, as written and squeezed, each with the squeezed word the rules read. */
const MASKABLE: ReadonlyArray<readonly [string, string]> = (
  'fuck fucks fucking fucked fucker fuckers fuckin motherfucker motherfuckers shit shits shitty shite bullshit bitch bitches bitchy cunt cunts ' +
  'ass asses asshole assholes arse arsehole dick dicks dickhead cock twat twats wanker wankers bastard bastards whore whores slut sluts piss pissed damn crap hell'
)
  .split(' ')
  .flatMap((word) => {
    const squeezed = squeeze(word);
    return squeezed === word ? [[word, word] as const] : [[word, squeezed] as const, [squeezed, squeezed] as const];
  });
