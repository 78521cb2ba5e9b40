/** The text of a tool result to moderate: strings as they are, anything else as JSON. */
export function toolResultText(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result === undefined || result === null) return '';
  try {
    return (JSON.stringify(result) as string | undefined) ?? String(result);
  } catch {
    // Not serializable (a cycle, a BigInt): judge what String() gives rather than nothing.
    return String(result);
  }
}
