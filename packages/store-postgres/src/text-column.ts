/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form (the driver
 * would replace it). Ids, resource ids and titles may contain both, so they are stored escaped:
 * `\` as `\\`, and those code units as `\uXXXX`. The escape is reversible and one-to-one (equal
 * strings stay equal, different ones stay different), and leaves ordinary text as it is.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be escaped
const UNSAFE = /\\|\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const ESCAPE = /\\(\\|u[0-9a-f]{4})/g;

/** `value` as stored in a text column. */
export function toTextColumn(value: string): string;
export function toTextColumn(value: string | null): string | null;
export function toTextColumn(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(UNSAFE, (c) => (c === '\\' ? '\\\\' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** The string a text column holds (the inverse of `toTextColumn`). */
export function fromTextColumn(value: string): string;
export function fromTextColumn(value: string | null | undefined): string | null | undefined;
export function fromTextColumn(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || !value.includes('\\')) return value;
  return value.replace(ESCAPE, (_, code: string) => (code === '\\' ? '\\' : String.fromCharCode(parseInt(code.slice(1), 16))));
}
