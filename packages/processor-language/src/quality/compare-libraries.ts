// Dev script: compares eld, tinyld and franc-min on the shipped labelled set (accuracy per
// language, and sentences per second on this machine). `pnpm compare`. The result decided which
// library the package uses; see the README, "Quality and latency".
import { eld } from 'eld/small';
import { franc } from 'franc-min';
import { detect as tinyld } from 'tinyld';
import { readLabelledSentences } from './labelled-sentences.js';

const ISO3_TO_1: Record<string, string> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', nld: 'nl', rus: 'ru' };

const libraries: Record<string, (text: string) => string> = {
  'eld 2.1.0 (small)': (text) => eld.detect(text).language,
  'tinyld 1.3.4 (normal)': (text) => tinyld(text),
  'franc-min 6.2.0': (text) => ISO3_TO_1[franc(text, { minLength: 1 })] ?? 'und',
};

const sentences = readLabelledSentences();
const languages = [...new Set(sentences.map((s) => s.language))];
const rows: string[] = [];
for (const [name, detect] of Object.entries(libraries)) {
  for (const s of sentences.slice(0, 50)) detect(s.text); // warm-up
  const hits = new Map<string, number>();
  const start = performance.now();
  for (const s of sentences) if (detect(s.text) === s.language) hits.set(s.language, (hits.get(s.language) ?? 0) + 1);
  const ms = performance.now() - start;
  const total = [...hits.values()].reduce((a, b) => a + b, 0);
  const perLanguage = languages.map((l) => `${l} ${((100 * (hits.get(l) ?? 0)) / sentences.filter((s) => s.language === l).length).toFixed(1)}`);
  rows.push(`${name}: overall ${((100 * total) / sentences.length).toFixed(1)}% | ${perLanguage.join(' ')} | ${Math.round(sentences.length / (ms / 1000)).toLocaleString('en-US')} sentences/s`);
}
console.log(`${String(sentences.length)} sentences, ${String(languages.length)} languages`);
for (const row of rows) console.log(row);

// Short texts (what a chat turn often is): each sentence cut to its first 24 characters at a word end.
const short = sentences.map((s) => ({ ...s, text: s.text.slice(0, 24).replace(/\s+\S*$/, '') }));
for (const [name, detect] of Object.entries(libraries)) {
  const hits = short.filter((s) => detect(s.text) === s.language).length;
  console.log(`${name}: short texts (<= 24 chars) ${((100 * hits) / short.length).toFixed(1)}%`);
}
