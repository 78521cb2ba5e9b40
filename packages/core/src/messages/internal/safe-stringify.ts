/** `JSON.stringify(value)`, or undefined when the value has no JSON text (undefined, a function, a cycle...). */
export function safeStringify(value: unknown): string | undefined {
  try {
    const text: string | undefined = JSON.stringify(value);
    return text;
  } catch {
    return undefined;
  }
}
