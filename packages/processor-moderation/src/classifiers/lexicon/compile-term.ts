import { squeeze } from './normalize-text.js';
import { TERM_MACROS } from './term-macros.js';

const SEPARATOR = '[^a-z0-9]+';
const GAP = `(?:${SEPARATOR}[a-z0-9]+){0,3}${SEPARATOR}`;

/** Asserted before every term: its match starts a word. */
export const TERM_START = '(?<![a-z0-9])';

/** Asserted after every term: its match ends a word. */
export const TERM_END = '(?![a-z0-9])';

/**
 * Compiles one term (syntax in `CATEGORY_TERMS`) into a regular expression over normalized text.
 * Letters are squeezed like the text (`kill` -> `kil`); the term must match whole words.
 */
export function compileTerm(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): RegExp {
  return new RegExp(`${TERM_START}(?:${termBody(term, macros)})${TERM_END}`);
}

/**
 * The regular expression source of one term without its word boundaries (`TERM_START` and
 * `TERM_END`), for `compileTerm` and the lexicon's term screen.
 */
export function termBody(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): string {
  const expanded = term.replace(/<([a-z]+)>/g, (_, name: string) => {
    const words = macros[name];
    if (words === undefined) throw new RangeError(`unknown term macro <${name}>`);
    return `(?:${words})`;
  });
  return squeeze(expanded)
    .replace(/ ~ /g, '#')
    .replace(/ \?/g, '%')
    .replace(/(?<=[a-z])\*/g, '[a-z]*')
    .replace(/ /g, SEPARATOR)
    .replace(/#/g, GAP)
    .replace(/%/g, `(?:${SEPARATOR})?`);
}
