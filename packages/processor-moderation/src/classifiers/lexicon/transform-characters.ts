import type { StatefulTransformer, TransformerContainer, TransformerFn } from 'obscenity';

/** Marks a character that the leading simple transformers drop. */
const DROPPED = -1;
/** Marks a character not transformed yet. */
const UNKNOWN = -2;

/**
 * A function that applies `obscenity` transformers to a text exactly as its `RegExpMatcher` does
 * before matching (per code point, in order, a character dropped as soon as one transformer
 * returns `undefined`; stateful transformers reset per text), returning the transformed text only.
 * The leading stateless transformers are memoized per code point, which makes this several times
 * faster than the matcher's own pass; the matcher still runs on any text the screen lets through.
 */
export function createCharacterTransform(transformers: readonly TransformerContainer[]): (text: string) => string {
  const firstStateful = transformers.findIndex((transformer) => !('transform' in transformer));
  const split = firstStateful === -1 ? transformers.length : firstStateful;
  const simple: TransformerFn[] = [];
  for (const transformer of transformers.slice(0, split)) if ('transform' in transformer) simple.push(transformer.transform);
  const stateful: StatefulTransformer[] = [];
  const rest: TransformerFn[] = [];
  for (const transformer of transformers.slice(split)) {
    if ('transform' in transformer) {
      rest.push(transformer.transform);
    } else {
      const instance = transformer.factory();
      stateful.push(instance);
      rest.push((char) => instance.transform(char));
    }
  }
  // Results for the Basic Multilingual Plane (a fixed 256 KB table, so memory stays bounded);
  // characters beyond it are transformed each time.
  const memo = new Int32Array(0x10000).fill(UNKNOWN);
  const applySimple = (char: number): number => {
    const known = char < 0x10000 ? (memo[char] ?? UNKNOWN) : UNKNOWN;
    if (known !== UNKNOWN) return known;
    let value: number | undefined = char;
    for (let i = 0; i < simple.length && value !== undefined; i++) value = simple[i]?.(value);
    const out = value ?? DROPPED;
    if (char < 0x10000) memo[char] = out;
    return out;
  };
  return (text) => {
    for (const instance of stateful) instance.reset();
    let out = '';
    for (let i = 0; i < text.length; i++) {
      let char = text.charCodeAt(i);
      // Code points as obscenity's CharacterIterator reads them: a surrogate pair is one character.
      if (char >= 0xd800 && char <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          char = (char - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      let value: number | undefined = applySimple(char);
      if (value === DROPPED) continue;
      for (let j = 0; j < rest.length && value !== undefined; j++) value = rest[j]?.(value);
      if (value !== undefined) out += String.fromCodePoint(value);
    }
    return out;
  };
}
