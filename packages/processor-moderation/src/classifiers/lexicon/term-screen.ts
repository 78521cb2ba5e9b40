import { TERM_END, TERM_START } from './compile-term.js';

/**
 * One pass over a normalized text that tells whether any of the terms (given by `termBody`) can
 * match it: false means none does, so the terms need not be tested one by one. Exact, not a
 * heuristic: the screen is the terms' union with the shared word boundaries factored out
 * (`S(?:A)E|S(?:B)E` matches where `S(?:A|B)E` does), which V8 runs several times faster than
 * the terms one by one. A body with a backreference or a named group (possible only in custom
 * terms) cannot be merged safely; then the screen always answers true.
 */
export function termScreen(bodies: readonly string[]): (normalized: string) => boolean {
  if (bodies.length === 0) return () => false;
  if (bodies.some((body) => UNMERGEABLE.test(body))) return () => true;
  let union: RegExp;
  try {
    union = new RegExp(`${TERM_START}(?:${bodies.map((body) => `(?:${body})`).join('|')})${TERM_END}`);
  } catch {
    return () => true;
  }
  return (normalized) => union.test(normalized);
}

/** A backreference (`\1`, `\k<name>`) or a named group: group numbers and names change in a union. */
const UNMERGEABLE = /\\(?:[1-9]|k<)|\(\?<(?![=!])/;
