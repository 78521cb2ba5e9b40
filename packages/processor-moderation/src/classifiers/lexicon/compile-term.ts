import { squeeze } from './normalize-text.js';
import { TERM_MACROS } from './term-macros.js';

const SEPARATOR = '[^a-z0-9]+';
const GAP = `(?:${SEPARATOR}[a-z0-9]+){0,3}${SEPARATOR}`;

/**
 * Compiles one term (syntax in `CATEGORY_TERMS`) into a regular expression over normalized text.
 * Letters are squeezed like the text (`kill` -> `kil`); the term must match whole words.
 */
export function compileTerm(term: string, macros: Readonly<Record<string, string>> = TERM_MACROS): RegExp {
  const expanded = term.replace(/<([a-z]+)>/g, (_, name: string) => {
    const words = macros[name];
    if (words === undefined) throw new RangeError(`unknown term macro <${name}>`);
    return `(?:${words})`;
  });
  const source = squeeze(expanded)
    .replace(/ ~ /g, '#')
    .replace(/ \?/g, '%')
    .replace(/(?<=[a-z])\*/g, '[a-z]*')
    .replace(/ /g, SEPARATOR)
    .replace(/#/g, GAP)
    .replace(/%/g, `(?:${SEPARATOR})?`);
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);
}
