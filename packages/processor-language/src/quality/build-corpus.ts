import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORPUS_PARTS, type LanguageParts } from './corpus-parts.js';

/** Sentences per language in the labelled set. */
export const SENTENCES_PER_LANGUAGE = 300;

/** A seeded linear congruential generator (deterministic corpus). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * Sentences of one language in five styles: opener + clause, clause + closer as a question or
 * exclamation, two clauses joined, a lowercase chat line without punctuation, and a chat message
 * followed by a clause. Lengths range from a few words to two clauses.
 */
export function sentencesFor(parts: LanguageParts, seed: number, count = SENTENCES_PER_LANGUAGE): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out = new Set<string>();
  const styles: (() => string)[] = [
    () => `${pick(parts.openers)}, ${pick(parts.clauses)}.`,
    () => `${capitalise(pick(parts.clauses))} ${pick(parts.closers)}${next() < 0.5 ? '?' : '!'}`,
    () => `${capitalise(pick(parts.clauses))}, ${pick(parts.connectors)} ${pick(parts.clauses)}.`,
    () => `${pick(parts.clauses)} ${pick(parts.closers)}`,
    () => `${capitalise(pick(parts.chat))}! ${capitalise(pick(parts.clauses))}.`,
    () => `${capitalise(pick(parts.chat))}, ${pick(parts.closers)}?`,
  ];
  for (let guard = 0; out.size < count && guard < count * 50; guard++) out.add(pick(styles)());
  return [...out];
}

/** Every language's sentences as TSV lines `language<TAB>sentence`. */
export function buildCorpus(): string {
  const lines = ['language\tsentence'];
  let seed = 1;
  for (const [language, parts] of Object.entries(CORPUS_PARTS)) {
    for (const sentence of sentencesFor(parts, seed++ * 7919)) lines.push(`${language}\t${sentence}`);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../../fixtures/labelled-sentences.tsv', import.meta.url));
  writeFileSync(file, buildCorpus());
  console.log(`wrote ${file}`);
}
