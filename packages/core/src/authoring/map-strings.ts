/**
 * Maps every string inside a JSON-like value (plain objects and arrays, nested to any depth),
 * returning a new value; other values (numbers, class instances, Maps...) are kept as they are.
 * Iterative, so a result nested a million levels deep cannot overflow the stack; a value seen twice
 * (a cycle) is kept by reference. For processors that rewrite every string of a tool result.
 *
 * @example
 * const redacted = mapStrings(result, (text) => text.replaceAll(secret, '[redacted]'));
 */
export function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (!isContainer(value)) return value;
  const seen = new Set<object>();
  const root: unknown[] | Record<string, unknown> = Array.isArray(value) ? [] : {};
  const work: [source: object, target: unknown[] | Record<string, unknown>][] = [[value, root]];
  seen.add(value);
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    const [source, target] = item;
    const entries: [string | number, unknown][] = Array.isArray(source)
      ? source.map((child, index): [number, unknown] => [index, child])
      : Object.entries(source);
    for (const [key, child] of entries) {
      let out: unknown = child;
      if (typeof child === 'string') out = map(child);
      else if (isContainer(child) && !seen.has(child)) {
        seen.add(child);
        const shell: unknown[] | Record<string, unknown> = Array.isArray(child) ? [] : {};
        work.push([child, shell]);
        out = shell;
      }
      (target as Record<string | number, unknown>)[key] = out;
    }
  }
  return root;
}

function isContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
