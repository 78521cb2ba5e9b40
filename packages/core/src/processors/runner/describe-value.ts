/** A short description of a value for contract error messages (`array of 2`, `string`, `MessageList`...). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value !== 'object') return typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const keys = Object.keys(value).slice(0, 5).join(', ');
  return typeof name === 'string' && name !== 'Object'
    ? `an instance of ${name}`
    : `an object with keys {${keys}}`;
}
