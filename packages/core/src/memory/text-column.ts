/**
 * Any JavaScript string as database text, losslessly. PostgreSQL and SQLite text cannot hold
 * U+0000, and UTF-8 has no form for a lone UTF-16 surrogate, yet any string is a valid thread id,
 * message id, resource id or title (and one from user input may hold either). Ordinary strings are
 * stored as they are, so the database stays readable; a string with a NUL or a lone surrogate, or one
 * that starts with the marker, is stored as the marker followed by its JSON, which escapes both. The
 * mapping is one-to-one, so equality and indexes still work on the stored text. Message content
 * needs none of this: it is JSON text already (see `messageToRow`).
 */
const MARKER = '\u0001';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what database text cannot hold
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The text a store writes for `value`. */
export function toTextColumn(value: string): string;
export function toTextColumn(value: string | null): string | null;
export function toTextColumn(value: string | null): string | null {
  if (value === null) return null;
  return value.startsWith(MARKER) || UNSAFE.test(value) ? MARKER + JSON.stringify(value) : value;
}

/** The string `toTextColumn` wrote (null and undefined pass through). */
export function fromTextColumn(text: string): string;
export function fromTextColumn(text: string | null | undefined): string | null | undefined;
export function fromTextColumn(text: string | null | undefined): string | null | undefined {
  if (text === null || text === undefined || !text.startsWith(MARKER)) return text;
  return JSON.parse(text.slice(MARKER.length)) as string;
}
