/**
 * Maps every string inside a JSON-like value (objects, arrays, nested), returning a new value;
 * other values are kept. Used on tool arguments and tool results.
 */
export async function mapStrings(value: unknown, map: (text: string) => string | Promise<string>): Promise<unknown> {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return Promise.all(value.map((v) => mapStrings(v, map)));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await mapStrings(v, map);
    return out;
  }
  return value;
}
