import type { ScanContext } from '../detect/scan-context.js';
import { hasContextBefore } from './context-words.js';

/** A user-defined recognizer (see `CustomRecognizerOptions`), normalised. */
export interface CustomRecognizer {
  type: string;
  pattern: RegExp;
  validate: ((value: string) => boolean) | undefined;
  contextWords: readonly string[];
  score: number;
  contextScore: number;
}

/** Builds a recognizer from a custom definition. The pattern's own linearity is the user's concern. */
export function customRecognizer(def: CustomRecognizer): (ctx: ScanContext) => void {
  const flags = def.pattern.flags.includes('g') ? def.pattern.flags : `${def.pattern.flags}g`;
  const pattern = new RegExp(def.pattern.source, flags.replace('y', ''));
  const words = def.contextWords.map((w) => w.toLowerCase());
  return (ctx) => {
    if (!ctx.accepts(def.type, 1)) return;
    pattern.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = pattern.exec(ctx.text)) !== null) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      if (def.validate !== undefined && !def.validate(m[0])) continue;
      const score = hasContextBefore(ctx.text, m.index, words) ? Math.max(def.score, def.contextScore) : def.score;
      if (ctx.accepts(def.type, score)) ctx.emit(def.type, m.index, m.index + m[0].length, score);
    }
  };
}
