/**
 * The text of a tool result to moderate: strings as they are, anything else as JSON (cycles are
 * cut and BigInts written as strings, so every result yields text to judge).
 */
export function toolResultText(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result === undefined || result === null) return '';
  const seen = new WeakSet<object>();
  const json = JSON.stringify(result, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[cycle]';
      seen.add(value);
    }
    return value;
  }) as string | undefined;
  return json ?? '';
}
