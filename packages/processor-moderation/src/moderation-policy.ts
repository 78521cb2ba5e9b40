import { CATEGORY_DESCRIPTIONS, type CategoryDefinition } from './categories.js';
import type { CategoryFlag, ThresholdTable } from './evaluate-scores.js';
import type { ResolvedModerationOptions } from './options.js';

/** Where a text was checked. */
export type ModerationPhase = 'input' | 'output-stream' | 'output-result' | 'tool-result';

/** The `detail` of every moderation violation and the `metadata` of its tripwire: never the text. */
export interface ModerationViolationDetail {
  phase: ModerationPhase;
  /** Id of the classifier that judged the text. */
  classifier: string;
  /** Flagged categories with score and threshold; empty when the classifier failed. */
  flags: CategoryFlag[];
  /** Message the text came from (input and final output). */
  messageId?: string;
  /** Tool whose result was flagged (tool results). */
  toolName?: string;
  toolCallId?: string;
  /** Characters in the flagged text (its length, not its content). */
  length?: number;
  /** Why the classifier failed (fail-open reports only). */
  error?: { code: string; reason?: string };
}

/** The categories a classifier is asked to score, with descriptions. */
export function categoryDefinitions(options: ResolvedModerationOptions): CategoryDefinition[] {
  return [
    ...options.categories.map((name) => ({ name, description: CATEGORY_DESCRIPTIONS[name] })),
    ...options.customCategories.map(({ name, description }) => ({ name, description })),
  ];
}

/** Threshold of every checked category: per-category override, custom threshold, or the default. */
export function thresholdTable(options: ResolvedModerationOptions): ThresholdTable {
  const table = new Map<string, number>();
  for (const name of options.categories) table.set(name, options.thresholds[name] ?? options.threshold);
  for (const custom of options.customCategories) {
    table.set(custom.name, options.thresholds[custom.name] ?? custom.threshold ?? options.threshold);
  }
  return table;
}

const PHASE_LABELS: Record<ModerationPhase, string> = {
  input: 'input',
  'output-stream': 'streamed output',
  'output-result': 'final output',
  'tool-result': 'tool result',
};

/** A one-line reason naming the phase and categories, e.g. `Moderation flagged input: hate (0.91)`. */
export function describeFlags(phase: ModerationPhase, flags: readonly CategoryFlag[]): string {
  const list = flags.map((flag) => `${flag.category} (${flag.score.toFixed(2)})`).join(', ');
  return `Moderation flagged ${PHASE_LABELS[phase]}: ${list}`;
}
