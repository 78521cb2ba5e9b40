/**
 * What every digit-led layout holds after its first digit: three more digits, each after at most
 * one separator, never a dot first (`999 999 9999`, `9-9999-...`, `99.999.999-A`), or a letter
 * within two characters (`9AX9...`, the US MBI; `99AAAAA...`, the GSTIN). "340 ms", "12%", "4.2",
 * "2.14.1" and "10:30" have neither.
 */
const DIGIT_LED_NEED = '[ -]?[0-9](?:[ .-]?[0-9]){2}|[0-9]?[A-Za-z]';

/**
 * What every letter-led layout holds after its first letter: a digit after at most two more
 * letters and one separator (`AA 99...`, `AAA 999AA`, `DE 999...`, `X-9999999-A`), or eight more
 * letters or digits (`AXXXXXXXX`, `AAAAA9999A`, `AAAAAAXXAXXAXXXA`). "The", "Thanks", "Tuesday"
 * and "room 204" have neither.
 */
const LETTER_LED_NEED = '[A-Za-z]{0,2}[ -]?[0-9]|[A-Za-z0-9]{8}';

/**
 * Word starts where a national layout can match: a digit or an upper-case letter followed by what
 * every layout led by one needs (the `*_NEED` lookaheads), or a lower-case letter that, besides,
 * a digit follows within eight characters (a layout matched in lower case needs one there: an
 * all-letter DE passport serial or omocode codice fiscale is found in upper case only). Prose
 * words and short numbers fail inside the regex, without a return to JavaScript. Each lookahead
 * reads at most nine characters: linear. `national-layouts.test.ts` checks every layout's matches
 * against it.
 */
const CANDIDATE_START = new RegExp(
  `\\b(?:[0-9](?=${DIGIT_LED_NEED})|[A-Z](?=${LETTER_LED_NEED})|[a-z](?=[A-Za-z]{0,6}[ -]?[0-9])(?=${LETTER_LED_NEED}))`,
  'g',
);

/** A fresh global regex over the candidate starts (each match is the start's one character). */
export function candidateStarts(): RegExp {
  return new RegExp(CANDIDATE_START);
}
