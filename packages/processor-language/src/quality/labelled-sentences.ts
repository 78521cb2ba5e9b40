import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One labelled sentence of the shipped set. */
export interface LabelledSentence {
  language: string;
  text: string;
}

/** Reads `fixtures/labelled-sentences.tsv` (`language<TAB>sentence`, header first). */
export function readLabelledSentences(): LabelledSentence[] {
  const file = fileURLToPath(new URL('../../fixtures/labelled-sentences.tsv', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const tab = line.indexOf('\t');
      return { language: line.slice(0, tab), text: line.slice(tab + 1) };
    });
}
