import type { Recognizer } from '../../detect/scan-context.js';
import { isDigit } from '../char-class.js';
import { hasContextWordBefore } from '../context-words.js';
import { isolated } from './isolated.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { withContext } from './scores.js';
import { matchShape } from './shape.js';

interface Candidate {
  spec: NationalIdSpec;
  shape: string;
  score: number;
}

/**
 * One recognizer for the given national identifiers. A native regex finds each standalone word
 * that starts with a digit or an upper-case letter (prose in lower case is passed over without
 * returning to JavaScript); there every shape of that kind is matched (bounded length, no
 * backtracking), the match must stand alone (`isolated`) and pass its spec's check, and its score
 * is raised by a context word of its type in the 48 characters before it. Linear in the text.
 */
export function nationalRecognizer(specs: readonly NationalIdSpec[]): Recognizer {
  const byDigit: Candidate[] = [];
  const byLetter: Candidate[] = [];
  for (const spec of specs) {
    for (const { shape, score } of spec.shapes) {
      (isDigit(shape.charCodeAt(0)) ? byDigit : byLetter).push({ spec, shape, score });
    }
  }
  return (ctx) => {
    const { text } = ctx;
    const active = (list: Candidate[]) => list.filter((c) => ctx.accepts(c.spec.type, 1));
    const digitLed = active(byDigit);
    const letterLed = active(byLetter);
    if (digitLed.length === 0 && letterLed.length === 0) return;
    const starts = /\b[0-9A-Z]/g;
    for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
      const start = m.index;
      const candidates = isDigit(text.charCodeAt(start)) ? digitLed : letterLed;
      let context: Map<NationalIdSpec, boolean> | undefined;
      for (const { spec, shape, score } of candidates) {
        const match = matchShape(text, start, shape, spec.separators ?? ' -', spec.signs ?? '');
        if (match === undefined || !isolated(text, start, match.end)) continue;
        if (spec.validate !== undefined && !spec.validate(match.compact)) continue;
        context ??= new Map();
        let near = context.get(spec);
        if (near === undefined) {
          near = hasContextWordBefore(text, start, spec.words);
          context.set(spec, near);
        }
        const final = withContext(score, near);
        if (final > 0 && ctx.accepts(spec.type, final)) ctx.emit(spec.type, start, match.end, final);
      }
    }
  };
}
