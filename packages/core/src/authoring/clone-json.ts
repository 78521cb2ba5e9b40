/**
 * A deep copy of a JSON-like value: plain objects (own enumerable string keys), arrays, Dates and
 * primitives. It loops instead of recursing, so a value nested a million levels deep is copied
 * without overflowing the stack. Other objects are copied as plain objects of their own enumerable
 * properties, as `JSON.stringify` would read them; a reference back to an enclosing object is not
 * supported (JSON has none).
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const root = shell(value);
  if (root instanceof Date) return root as T;
  // Pairs of (source, copy) whose children are still to copy.
  const sources: object[] = [value];
  const copies: (unknown[] | Record<string, unknown>)[] = [root];
  while (sources.length > 0) {
    const source = sources.pop() as object;
    const copy = copies.pop() as unknown[] | Record<string, unknown>;
    if (Array.isArray(source)) {
      const out = copy as unknown[];
      for (let i = 0; i < source.length; i++) out[i] = child(source[i], sources, copies);
    } else {
      const from = source as Record<string, unknown>;
      const out = copy as Record<string, unknown>;
      for (const key of Object.keys(from)) out[key] = child(from[key], sources, copies);
    }
  }
  return root as T;
}

function child(
  value: unknown,
  sources: object[],
  copies: (unknown[] | Record<string, unknown>)[],
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const copy = shell(value);
  if (copy instanceof Date) return copy;
  sources.push(value);
  copies.push(copy);
  return copy;
}

function shell(value: object): unknown[] | Record<string, unknown> | Date {
  if (Array.isArray(value)) return new Array<unknown>(value.length);
  if (value instanceof Date) return new Date(value.getTime());
  return {};
}
