import type { Recognizer } from '../../detect/scan-context.js';
import { isDigit } from '../char-class.js';
import { hasContextWordBefore } from '../context-words.js';
import { candidateStarts } from './candidate-starts.js';
import { isolatedAfter, isolatedBefore } from './isolated.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { CONTEXT_ONLY, lowerCaseScore, withContext } from './scores.js';
import { layoutMask, mayFit, readClasses, type CharClasses, type LayoutMask } from './class-mask.js';
import { compactValue, hasLowerCase, matchShape } from './shape.js';
import { leadingRun, ShapeIndex } from './shape-index.js';

/** One distinct layout (shape, separators, signs) and the specs that use it, each with its score. */
interface Layout {
  shape: string;
  separators: string;
  signs: string;
  /** The classes a match needs at its leading characters: checked before the shape is matched. */
  mask: LayoutMask;
  members: { spec: NationalIdSpec; score: number }[];
}

function layouts(specs: readonly NationalIdSpec[]): Layout[] {
  const byKey = new Map<string, Layout>();
  for (const spec of specs) {
    const separators = spec.separators ?? ' -';
    const signs = spec.signs ?? '';
    for (const { shape, score } of spec.shapes) {
      const key = `${shape}\u0000${separators}\u0000${signs}`;
      const layout = byKey.get(key) ?? { shape, separators, signs, mask: layoutMask(shape, separators), members: [] };
      layout.members.push({ spec, score });
      byKey.set(key, layout);
    }
  }
  return [...byKey.values()];
}

/** How many characters the widest of `layouts` reads for its mask (see `LayoutMask.reach`). */
function reachOf(layouts: readonly Layout[]): number {
  let reach = 0;
  for (const layout of layouts) reach = Math.max(reach, layout.mask.reach);
  return reach;
}

/**
 * One recognizer for the given national identifiers. A native regex finds each standalone word
 * where some layout can start (`candidateStarts`: prose words and short numbers are passed over
 * without returning to JavaScript); there, unless the word continues a longer number, the layouts that fit
 * its leading run are matched (bounded length, no backtracking, each distinct layout once), the
 * match must end alone, pass its spec's check on its upper-cased value (a match with a lower-case
 * letter scores at most `WEAK`: it needs a context word), and its score is raised by a context word of its
 * type in the 48 characters before it. Linear in the text. `starts` makes the regex of the word
 * starts to try (tests pass a wider one to check that `candidateStarts` passes over no match).
 */
export function nationalRecognizer(specs: readonly NationalIdSpec[], starts: () => RegExp = candidateStarts): Recognizer {
  const digitLed = new ShapeIndex<Layout>();
  const letterLed = new ShapeIndex<Layout>();
  for (const layout of layouts(specs)) (isDigit(layout.shape.charCodeAt(0)) ? digitLed : letterLed).add(layout.shape, layout);
  // how many characters the layouts fitting a leading run read (`reachOf`), by run length
  const digitReach: number[] = [];
  const letterReach: number[] = [];
  const classes: CharClasses = { digits: 0, letters: 0 };
  return (ctx) => {
    const { text } = ctx;
    const found = starts();
    while (found.test(text)) {
      const start = found.lastIndex - 1;
      if (!isolatedBefore(text, start)) continue;
      const digitFirst = isDigit(text.charCodeAt(start));
      const run = leadingRun(text, start);
      const fitting = (digitFirst ? digitLed : letterLed).fitting(run);
      if (fitting.length === 0) continue;
      const reaches = digitFirst ? digitReach : letterReach;
      let reach = reaches[run];
      if (reach === undefined) {
        reach = reachOf(fitting);
        reaches[run] = reach;
      }
      // Capitalised prose words ("We", "The") and short numbers ("204 to") fit many layouts by
      // their leading run; the classes of the next characters, read once, rule most out before
      // any shape is matched.
      readClasses(text, start, reach, classes);
      let context: Map<NationalIdSpec, boolean> | undefined;
      for (const layout of fitting) {
        // most layouts are ruled out here: read the rest of the layout only for those that remain
        if (!mayFit(layout.mask, classes)) continue;
        const { shape, separators, signs, members } = layout;
        const end = matchShape(text, start, shape, separators, signs);
        if (end === -1 || !isolatedAfter(text, end)) continue;
        const compact = compactValue(text, start, end, signs);
        const lower = hasLowerCase(text, start, end);
        for (const member of members) {
          const { spec } = member;
          let score = lower ? lowerCaseScore(member.score) : member.score;
          if (spec.validate !== undefined && !spec.validate(compact)) {
            if (spec.unchecked === undefined || !spec.unchecked(compact)) continue;
            score = CONTEXT_ONLY;
          }
          context ??= new Map();
          let near = context.get(spec);
          if (near === undefined) {
            near = hasContextWordBefore(text, start, spec.words);
            context.set(spec, near);
          }
          const final = withContext(score, near);
          if (final > 0 && ctx.accepts(spec.type, final)) ctx.emit(spec.type, start, end, final);
        }
      }
    }
  };
}
