/**
 * Splits `text` the way providers stream it: into words with their trailing whitespace
 * (`'Hello big world'` -> `['Hello ', 'big ', 'world']`), or into pieces of `chunkSize` characters.
 * Joining the result always gives back `text`. Empty text gives no pieces.
 */
export function splitWords(text: string, chunkSize?: number): string[] {
  if (text === '') return [];
  if (chunkSize !== undefined) {
    if (!Number.isInteger(chunkSize) || chunkSize < 1) {
      throw new TypeError(`chunkSize must be a positive integer, received ${String(chunkSize)}`);
    }
    const pieces: string[] = [];
    const chars = Array.from(text);
    for (let i = 0; i < chars.length; i += chunkSize) pieces.push(chars.slice(i, i + chunkSize).join(''));
    return pieces;
  }
  return text.match(/^\s+|\S+\s*/gu) ?? [text];
}
