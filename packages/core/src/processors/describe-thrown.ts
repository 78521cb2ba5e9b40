const MAX_KEYS = 5;
const MAX_KEY_LENGTH = 24;

/**
 * A short summary of a thrown value for an error message, free of its contents: an `Error` gives
 * its message (errors are written to be read), anything else only its type and size, e.g.
 * `threw a string of 42 characters` or `threw a plain object with keys a, b`. Never throws, even
 * for a Proxy or getters that throw, and never calls `toJSON` or `toString`.
 */
export function describeThrown(value: unknown): string {
  try {
    return summarize(value);
  } catch {
    return 'threw a value that could not be inspected';
  }
}

function summarize(value: unknown): string {
  if (value instanceof Error) {
    const message: unknown = value.message;
    return typeof message === 'string' ? message : `threw an ${className(value) ?? 'Error'} without a message`;
  }
  if (value === null) return 'threw null';
  if (typeof value === 'string') return `threw a string of ${value.length} characters`;
  if (typeof value === 'undefined') return 'threw undefined';
  if (typeof value !== 'object') return `threw a ${typeof value}`;
  if (Array.isArray(value)) return `threw an array of ${value.length}`;
  const name = className(value);
  const kind = name === undefined || name === 'Object' ? 'a plain object' : `an instance of ${name}`;
  const keys = Object.keys(value);
  if (keys.length === 0) return `threw ${kind} with no keys`;
  const shown = keys.slice(0, MAX_KEYS).map(shortKey).join(', ');
  const more = keys.length > MAX_KEYS ? ` and ${keys.length - MAX_KEYS} more` : '';
  return `threw ${kind} with keys ${shown}${more}`;
}

function className(value: object): string | undefined {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return undefined;
  const ctor: unknown = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value;
  const name: unknown = typeof ctor === 'function' ? Object.getOwnPropertyDescriptor(ctor, 'name')?.value : undefined;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function shortKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
}
