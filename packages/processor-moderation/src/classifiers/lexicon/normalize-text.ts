/**
 * Undoes common obfuscation before term matching: compatibility forms and accents (NFKC, then
 * diacritics stripped), invisible characters, homoglyphs (Cyrillic/Greek look-alikes), leetspeak
 * inside words (`k1ll`, `h@te`, `$elf`), letters spaced out (`k i l l`, `k.i.l.l`), and repeated
 * letters (`kiiiill`; runs are squeezed to one letter, and term patterns are squeezed the same way).
 */
export function normalizeText(text: string): string {
  let out = text;
  // Printable ASCII (the common case) needs no Unicode folding.
  if (NON_ASCII.test(out)) {
    out = out.normalize('NFKC').normalize('NFD').replace(COMBINING_MARKS, '').replace(INVISIBLE, '');
    out = out.toLowerCase().replace(HOMOGLYPH_PATTERN, (char) => HOMOGLYPHS[char] ?? char);
  } else {
    out = out.toLowerCase();
  }
  out = out.replace(APOSTROPHES, '');
  if (LEET_SYMBOL.test(out)) out = out.replace(LEET_WORD, deleet);
  out = out.replace(DOTTED_LETTERS, (run) => run.replace(/[.\-_*]+/g, ''));
  out = out.replace(SPACED_LETTERS, (run) => run.replace(/ +/g, ''));
  return squeeze(out).replace(/\s+/g, ' ');
}

/** Collapses runs of one repeated letter to a single letter (`kill` -> `kil`). */
export function squeeze(text: string): string {
  return text.replace(/([a-z])\1+/g, '$1');
}

const NON_ASCII = /[^\u0020-\u007e\t\n\r]/;
const LEET_SYMBOL = /[0-9@$!|+]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;

/** Look-alike letters from other scripts, mapped to the Latin letter they imitate. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
  χ: 'x', ω: 'w', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i',
};
const HOMOGLYPH_PATTERN = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

/**
 * A whole run of letters, digits and the symbols used as letters that holds at least one character
 * `deleet` could decode (a run without one decodes to itself, so it is not visited at all). The
 * lookbehind anchors every match at the start of a run, which keeps the scan linear.
 */
const LEET_WORD = /(?<![a-z0-9@$!|+])[a-z0-9@$!|+]*[0134579@$!|+][a-z0-9@$!|+]*/g;
const LEET_CHAR = /[0134579@$!|+]/g;
const LEET_MAP: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g',
  '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't',
};

function deleet(word: string): string {
  if (!/[a-z]/.test(word)) return word;
  // A trailing `!` or `|` is punctuation, not a letter.
  const end = /[!|]*$/.exec(word)?.index ?? word.length;
  // A digit stands for a letter only after a letter (`k1ll`, `sh1t`), never in `12yo` or `3rd`.
  const firstLetter = word.search(/[a-z]/);
  const decoded = word
    .slice(0, end)
    .replace(LEET_CHAR, (char, index: number) =>
      /[0-9]/.test(char) && index < firstLetter ? char : (LEET_MAP[char] ?? char),
    );
  return decoded + word.slice(end);
}

/** Three or more single letters separated by dots, dashes, underscores or stars (`k.i.l.l`). */
const DOTTED_LETTERS = /(?<![a-z])[a-z](?:[.\-_*]+[a-z](?![a-z])){2,}/g;
/** Three or more single letters separated by spaces (`k i l l`). */
const SPACED_LETTERS = /(?<![a-z])[a-z](?: +[a-z](?![a-z])){2,}/g;
