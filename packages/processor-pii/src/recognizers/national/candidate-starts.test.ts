import { SeededRandom } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { layoutSample } from '../../test/national-layout-sample.js';
import { isDigit } from '../char-class.js';
import { candidateStarts } from './candidate-starts.js';
import { nationalRecognizer } from './national-recognizer.js';
import { NATIONAL_SPECS } from './national-specs.js';

/** The word starts tried before `candidateStarts`: every digit or capital, and a lower-case letter with a digit within eight characters. */
const everyWordStart = (): RegExp => /\b(?:[0-9A-Z]|[a-z](?=[A-Za-z]{0,6}[ -]?[0-9]))/g;

function startsIn(text: string, starts: RegExp): number[] {
  const out: number[] = [];
  while (starts.test(text)) out.push(starts.lastIndex - 1);
  return out;
}

/** A random layout of a random spec, bare or spaced, in upper or mixed case. */
function anyLayout(random: SeededRandom): string {
  const spec = random.pick(NATIONAL_SPECS);
  return layoutSample(random, spec, random.pick(spec.shapes).shape, random.next() < 0.5, random.next() < 0.3);
}

const WORDS = ['The', 'in', 'Reference:', 'room', '340', 'ms', '12%', '4.2', '10:30', 'DE', 'ab', 'x', 'IT', 'U1', 'Tuesday'];
const JOINS = [' ', ' ', ' ', '-', '.', ', ', '\n', '', ':', '/', '+', '(', ')'];

/** Prose words, numbers, random codes and national layouts, joined by spaces, punctuation or nothing. */
function generatedText(random: SeededRandom): string {
  let text = '';
  for (let n = random.int(1, 40); n > 0; n--) {
    const kind = random.int(0, 3);
    if (kind === 0) text += anyLayout(random);
    else if (kind === 1) text += random.pick(WORDS);
    else if (kind === 2) text += random.digits(random.int(1, 14));
    else text += random.chars('ABCDEFXYZabcxyz0123456789', random.int(1, 12));
    text += random.pick(JOINS);
  }
  return text;
}

function emitted(text: string, starts?: () => RegExp): string[] {
  const found: string[] = [];
  const recognize = nationalRecognizer(NATIONAL_SPECS, starts);
  recognize({ text, phoneRegion: 'US', accepts: () => true, emit: (type, start, end, score) => found.push(`${type} ${start}-${end} ${score}`) });
  return found;
}

describe('candidate starts of national identifiers', () => {
  it('passes over prose words and short numbers', () => {
    const prose = 'The Thanks Tuesday UTC, 340 ms, 12%, 4.2, 10:30, room';
    expect(startsIn(prose, candidateStarts())).toEqual([]);
    expect(startsIn(prose, everyWordStart())).toHaveLength(10);
  });

  it('keeps long numbers, codes with a digit near their start and long words', () => {
    expect(startsIn('943 476 5919', candidateStarts())).toEqual([0, 4, 8]);
    expect(startsIn('AB123456C', candidateStarts())).toEqual([0]);
    expect(startsIn('SW1A 1AA', candidateStarts())).toEqual([0, 5]);
    expect(startsIn('1EG4-TE5-MK73', candidateStarts())).toEqual([0, 5, 9]);
    expect(startsIn('RSSMRA85T10A562S', candidateStarts())).toEqual([0]);
    expect(startsIn('C01X00T47', candidateStarts())).toEqual([0]);
    expect(startsIn('ab 12 cd 3456', candidateStarts())).toEqual([0, 6, 9]);
  });

  it('every layout of every spec, bare and spaced, in either case, is a candidate wherever the wider rule would try the layout', () => {
    const random = new SeededRandom(19);
    let tried = 0;
    for (const spec of NATIONAL_SPECS) {
      for (const { shape } of spec.shapes) {
        for (const spaced of [false, true]) {
          for (const mixedCase of [false, true]) {
            for (let n = 0; n < 25; n++) {
              const text = ` ${layoutSample(random, spec, shape, spaced, mixedCase)} `;
              // a layout is tried where the wider rule starts and its first character is of the layout's kind
              // (`XXXXX...` opening with a digit is not: digit-led words try digit-led layouts only)
              if (!startsIn(text, everyWordStart()).includes(1) || isDigit(text.charCodeAt(1)) !== shape.startsWith('9')) continue;
              tried++;
              expect(startsIn(text, candidateStarts()), `${spec.type} "${text}"`).toContain(1);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(5000);
  });

  it('the recognizer finds the same identifiers as when every word start is tried, on varied generated text', () => {
    const random = new SeededRandom(7);
    let total = 0;
    for (let n = 0; n < 1500; n++) {
      const text = generatedText(random);
      const found = emitted(text);
      total += found.length;
      expect(found, text).toEqual(emitted(text, everyWordStart));
    }
    expect(total).toBeGreaterThan(500);
  });
});
