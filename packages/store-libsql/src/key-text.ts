/**
 * Ids, resource ids and titles as SQLite text, losslessly. SQLite text ends at a NUL and is UTF-8,
 * which cannot hold a lone surrogate, yet any JavaScript string is a valid id. Ordinary strings are
 * stored as they are (readable in the database); one with a NUL or a lone surrogate, or one that
 * starts with the marker, is stored as the marker followed by its JSON (which escapes both). The
 * mapping is one-to-one, so equality and the indexes still work on the stored text.
 */
const MARKER = '\u0001';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what SQLite text cannot hold
export const UNSAFE_IN_SQLITE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The text stored for `value`. */
export function keyToText(value: string): string {
  return value.startsWith(MARKER) || UNSAFE_IN_SQLITE_TEXT.test(value) ? MARKER + JSON.stringify(value) : value;
}

/** The string `keyToText` stored. */
export function keyFromText(text: string): string {
  return text.startsWith(MARKER) ? (JSON.parse(text.slice(MARKER.length)) as string) : text;
}

/** `keyToText` for a nullable column. */
export function nullableKeyToText(value: string | null): string | null {
  return value === null ? null : keyToText(value);
}
