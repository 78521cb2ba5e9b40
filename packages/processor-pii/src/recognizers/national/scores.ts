/** Score of an identifier whose checksum and layout rarely occur by chance (codice fiscale, GSTIN). */
export const STRONG = 0.85;
/** Score of a checked or well-structured identifier that is reported without context (default threshold 0.5). */
export const MEDIUM = 0.6;
/**
 * Score of a grouped number whose only evidence is a 1-in-10 or 1-in-11 check (NHS 3-3-4, SIN 3-3-3,
 * Aadhaar 4-4-4): about one random grouped number in ten passes, so it stays below the default
 * threshold without context (0.8 with it), above a bare run of digits.
 */
export const GROUPED = 0.4;
/** Score of a weak pattern (bare digits, short alphanumerics): below the default threshold without context. */
export const WEAK = 0.3;
/** Shapes with this score are never reported without a context word (passports, bank accounts). */
export const CONTEXT_ONLY = 0;
/** What a context word before the identifier adds to its score. */
export const CONTEXT_BOOST = 0.4;
/** Score of a context-only identifier preceded by a context word. */
export const CONTEXT_ONLY_SCORE = 0.6;

/** The score of a match: its shape's score, raised by a context word (context-only: 0 without one). */
export function withContext(score: number, context: boolean): number {
  if (score === CONTEXT_ONLY) return context ? CONTEXT_ONLY_SCORE : 0;
  return context ? Math.min(1, score + CONTEXT_BOOST) : score;
}

/**
 * The score of a match written with a lower-case letter (`ab123456c`, `sw1a 1aa`): its shape's
 * score, but at most `WEAK`, so that outside a context word's reach it is never reported at the
 * default threshold (prose and codes in lower case are far more common than upper-case ones).
 * Context-only shapes stay context-only.
 */
export function lowerCaseScore(score: number): number {
  return score === CONTEXT_ONLY ? CONTEXT_ONLY : Math.min(score, WEAK);
}
