/**
 * An estimate of the data reachable from `roots`, in units (one per string character, eight per
 * object key, array slot, map or set entry). Deterministic, so a check can compare it between two
 * points of a stream; functions and `#private` fields are not visible to it.
 */
export function retainedSize(roots: readonly unknown[], limit = 50_000_000): number {
  const seen = new Set<object>();
  const stack: unknown[] = [...roots];
  let units = 0;
  while (stack.length > 0 && units < limit) {
    const value = stack.pop();
    if (typeof value === 'string') {
      units += value.length;
      continue;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) {
      for (const [key, item] of value) {
        units += 8;
        stack.push(key, item);
      }
    } else if (value instanceof Set) {
      for (const item of value) {
        units += 8;
        stack.push(item);
      }
    } else if (Array.isArray(value)) {
      units += 8 * value.length;
      for (const item of value) stack.push(item);
    } else if (ArrayBuffer.isView(value)) {
      units += value.byteLength;
    } else {
      for (const key of Object.keys(value)) {
        units += 8;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return units;
}
