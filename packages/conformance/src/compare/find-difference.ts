/**
 * The first difference between two JSON-like values as `path: before -> after`, or undefined when
 * they are structurally equal (plain objects, arrays, Dates, primitives; `NaN` equals `NaN`).
 */
export function findDifference(before: unknown, after: unknown, path = ''): string | undefined {
  if (Object.is(before, after)) return undefined;
  const here = path === '' ? '(root)' : path;
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) {
    return `${here}: ${preview(before)} -> ${preview(after)}`;
  }
  if (before instanceof Date || after instanceof Date) {
    const same = before instanceof Date && after instanceof Date && before.getTime() === after.getTime();
    return same ? undefined : `${here}: ${preview(before)} -> ${preview(after)}`;
  }
  if (Array.isArray(before) !== Array.isArray(after)) return `${here}: ${preview(before)} -> ${preview(after)}`;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return `${here}.length: ${before.length} -> ${after.length}`;
    for (let i = 0; i < before.length; i++) {
      const diff = findDifference(before[i], after[i], `${path}[${i}]`);
      if (diff !== undefined) return diff;
    }
    return undefined;
  }
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!(key in b)) return `${path === '' ? key : `${path}.${key}`}: removed (was ${preview(a[key])})`;
    if (!(key in a)) return `${path === '' ? key : `${path}.${key}`}: added ${preview(b[key])}`;
    const diff = findDifference(a[key], b[key], path === '' ? key : `${path}.${key}`);
    if (diff !== undefined) return diff;
  }
  return undefined;
}

/** A short printable form of a value for messages. */
export function preview(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  let text: string;
  try {
    const json: unknown = JSON.stringify(value);
    text = typeof json === 'string' ? json : String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
