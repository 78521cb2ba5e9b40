import type { InjectionKind, InjectionSource, InjectionSpan } from './detector.js';

/** Where a text was judged. */
export type InjectionPhase = 'input' | 'tool-result' | 'output-stream';

/**
 * The `detail` of every prompt-injection violation and the `metadata` of its tripwire: the
 * verdict, never the judged text (spans are offsets).
 */
export interface PromptInjectionViolationDetail {
  phase: InjectionPhase;
  kind: InjectionKind;
  /** The detector's score, rounded to 3 decimals. */
  score: number;
  /** Offending spans (offsets into the judged text; for tool results with the JSON path). */
  spans: InjectionSpan[];
  /** Who wrote the text: the user, a tool (by name), or the model (output leaks). */
  source: InjectionSource | 'model';
  /** Id of the detector that judged it. */
  detector: string;
  /** Evidence names (offline feature ids, `system-prompt`, `canary`). */
  features: string[];
  threshold: number;
  messageId?: string;
  toolName?: string;
  toolCallId?: string;
  /** Characters of the judged text. */
  length?: number;
  /** True when the walk of a structured tool result hit a limit. */
  truncated?: boolean;
  /** Stream channel of a leak (`text`, `reasoning`, `tool-call`). */
  channel?: string;
}

const PHASES: Record<InjectionPhase, string> = { input: 'input', 'tool-result': 'tool result', 'output-stream': 'streamed output' };

function sourceName(source: PromptInjectionViolationDetail['source']): string {
  return typeof source === 'string' ? source : `tool ${source.tool}`;
}

/** One-line reason, e.g. `Prompt injection detected in input from user: injection (0.85)`. */
export function describeViolation(detail: PromptInjectionViolationDetail): string {
  if (detail.kind === 'leak') {
    return `Prompt injection guard stopped a leak in the ${PHASES[detail.phase]} (${detail.features.join(', ')}, ${detail.channel ?? 'text'})`;
  }
  return `Prompt injection detected in ${PHASES[detail.phase]} from ${sourceName(detail.source)}: ${detail.kind} (${detail.score.toFixed(2)})`;
}
