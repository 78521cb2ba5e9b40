import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SeededRandom } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../quality/corpus.js';
import { packageRoot } from '../quality/quality-report.js';
import { decodePayloads } from './decode-payloads.js';
import { FEATURES } from './features.js';
import { normalizeText } from './normalize-text.js';
import { scoreText } from './score-text.js';
import { buildTokenGate } from './token-gate.js';

const gate = buildTokenGate(FEATURES);

/** Ids of the features whose pattern matches `text` while the gate says it cannot. */
function skippedMatches(text: string): string[] {
  const may = gate.mayMatch(text);
  return FEATURES.filter((feature, index) => {
    feature.pattern.lastIndex = 0;
    return may[index] === 0 && feature.pattern.test(text);
  }).map((feature) => feature.id);
}

/** The literal words of each pattern, in the order the pattern has them: windows of them look like matches. */
const patternWords = FEATURES.map((feature) => feature.pattern.source.replace(/\[li\]/g, 'l').match(/[a-z][a-z']+/g) ?? []);
const anchorWords = [...new Set(FEATURES.flatMap((feature) => (feature.anchors ?? []).flat()))].map((word) => word.replace(/[^a-z0-9_' -]/g, ''));
const filler = ['the', 'a', 'my', 'your', 'all', 'previous', 'prior', 'above', 'now', 'no', 'any', 'of', 'to', 'by', 'is', 'are', 'were', 'you', "you're", 'me', 'this', 'that', 'with', 'without', 'mode', 'system', 'prompt', 'instructions', 'rules', 'https://x.example/a?q={', '@mail.example'];
const separators = [' ', ' ', ' ', '\n', ': ', ', ', '. ', '! ', ' [', '] ', ' (', ') ', ' ### ', ' - ', "'", ' <|im_start|>', ' ![a](', ' *'];

describe('buildTokenGate()', () => {
  it('never skips a feature whose pattern matches, on generated texts built from the anchor and lexicon words', () => {
    const random = new SeededRandom(22);
    const next = () => random.next();
    const pick = <T,>(items: readonly T[]) => random.pick(items);
    const failures: string[] = [];
    let matched = 0;
    for (let n = 0; n < 40_000; n++) {
      let raw = '';
      const length = 3 + Math.floor(next() * 20);
      for (let k = 0; k < length; k++) {
        if (next() < 0.3) {
          const words = pick(patternWords);
          const start = Math.floor(next() * words.length);
          raw += words.slice(start, start + 2 + Math.floor(next() * 5)).join(' ') + pick(separators);
          continue;
        }
        let word = next() < 0.55 ? pick(anchorWords) : pick(filler);
        if (next() < 0.15) word = `${word}s`;
        if (next() < 0.1) word = word.replace(/l/g, '1');
        if (next() < 0.1) word = word.toUpperCase();
        raw += word + pick(separators);
      }
      const text = normalizeText(raw).text;
      const skipped = skippedMatches(text);
      if (skipped.length > 0) failures.push(`${skipped.join(',')}: ${JSON.stringify(raw)}`);
      if (FEATURES.some((feature) => ((feature.pattern.lastIndex = 0), feature.pattern.test(text)))) matched++;
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The generator must reach the patterns for the check to mean anything.
    expect(matched).toBeGreaterThan(5_000);
  });

  it('gives the same scores with and without the gate on both corpora and their decoded payloads', async () => {
    const texts: string[] = [];
    for (const [file, attack] of [['attacks.tsv', true], ['benign.tsv', false], ['holdout-attacks.tsv', true], ['holdout-benign.tsv', false]] as const) {
      for (const item of parseCorpus(await readFile(join(packageRoot, 'fixtures', file), 'utf8'), attack)) {
        texts.push(item.text, ...decodePayloads(item.text, { maxChars: 65_536, maxPayloads: 32 }).map((payload) => payload.text));
      }
    }
    expect(texts.length).toBeGreaterThan(400);
    for (const text of texts) {
      const normalized = normalizeText(text);
      for (const fromTool of [false, true]) {
        expect(scoreText(normalized, FEATURES, fromTool, 0, gate)).toEqual(scoreText(normalized, FEATURES, fromTool));
      }
    }
  });

  it('skips the patterns of a text with none of their words', () => {
    const may = gate.mayMatch(normalizeText('We discussed the garden and which seeds to order next.').text);
    const gated = FEATURES.filter((feature) => feature.anchors !== undefined).length;
    const running = FEATURES.filter((feature, index) => feature.anchors !== undefined && may[index] === 1).length;
    expect(gated).toBeGreaterThan(15);
    expect(running).toBeLessThan(3);
  });

  it('reads plurals, upper case and l / i as the patterns do', () => {
    const index = FEATURES.findIndex((feature) => feature.id === 'unrestricted-ai');
    expect(gate.mayMatch('bots with no ruies')[index]).toBe(1);
    expect(gate.mayMatch('BOTS WITH NO RULES')[index]).toBe(1);
    expect(gate.mayMatch('bots with no')[index]).toBe(0);
  });
});
