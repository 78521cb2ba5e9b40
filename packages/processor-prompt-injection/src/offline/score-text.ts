import type { InjectionKind, InjectionSpan } from '../detector.js';
import type { Feature } from './features.js';
import type { NormalizedText } from './normalize-text.js';
import type { TokenGate } from './token-gate.js';

/** The score of one normalized text under a feature table. */
export interface TextScore {
  /** Sum of positive weights plus (negative) benign weights, clamped to [0, 1]. */
  score: number;
  /** Sum of positive weights alone. */
  evidence: number;
  /** Kind of the heaviest positive feature (`injection` when none). */
  kind: InjectionKind;
  /** Ids of every feature found, positive and benign. */
  features: string[];
  /** Spans of positive features in the original text. */
  spans: InjectionSpan[];
}

/** Most spans reported per feature. */
const MAX_SPANS_PER_FEATURE = 8;
/** Benign context lowers a score by at most this much. */
export const MAX_BENIGN_DISCOUNT = 0.35;

/**
 * Scores `normalized` with `features`: each feature counts once, whatever its number of matches;
 * spans are mapped back to `offset` + original indices. `fromTool` uses each feature's `toolWeight`.
 * With `gate` (built from the same `features`), a feature whose anchor words are absent is skipped.
 */
export function scoreText(normalized: NormalizedText, features: readonly Feature[], fromTool = false, offset = 0, gate?: TokenGate): TextScore {
  const { text, map } = normalized;
  const mayMatch = gate?.mayMatch(text);
  let evidence = 0;
  let benign = 0;
  let heaviest = 0;
  let kind: InjectionKind = 'injection';
  const found: string[] = [];
  const spans: InjectionSpan[] = [];
  // Strong features first; weak signals and benign context only matter once there is evidence.
  for (let index = 0; index < features.length; index++) {
    const feature = features[index] as Feature;
    if ((feature.kind === 'signal' || feature.kind === 'benign') && evidence === 0) continue;
    if (mayMatch !== undefined && mayMatch[index] === 0) continue;
    const pattern = feature.pattern;
    pattern.lastIndex = 0;
    let match = pattern.exec(text);
    if (match === null) continue;
    found.push(feature.id);
    if (feature.weight < 0) {
      benign += feature.weight;
      continue;
    }
    const weight = fromTool ? (feature.toolWeight ?? feature.weight) : feature.weight;
    evidence += weight;
    if (feature.kind !== 'signal' && feature.kind !== 'benign' && weight > heaviest) {
      heaviest = weight;
      kind = feature.kind;
    }
    for (let n = 0; match !== null && n < MAX_SPANS_PER_FEATURE; n++) {
      const start = map[matchStart(match)] ?? 0;
      const last = match.index + match[0].length;
      const end = last >= map.length - 1 ? (map[map.length - 1] ?? 0) : (map[last] ?? 0);
      spans.push({ start: offset + start, end: offset + Math.max(end, start + 1), reason: feature.id });
      if (match[0].length === 0) pattern.lastIndex++;
      match = pattern.exec(text);
    }
  }
  const score = Math.min(1, Math.max(0, evidence + Math.max(benign, -MAX_BENIGN_DISCOUNT)));
  return { score, evidence, kind, features: found, spans };
}

/** Where `match` starts, counting the text a lookbehind's capture group holds before it (see `Feature.pattern`). */
function matchStart(match: RegExpExecArray): number {
  const indices = match.indices;
  if (indices === undefined) return match.index;
  for (let g = 1; g < indices.length; g++) {
    const lead = indices[g];
    if (lead !== undefined) return Math.min(lead[0], match.index);
  }
  return match.index;
}
