import type { MaybePromise } from '@sluice/core';

/** What a detection is evidence of. */
export type InjectionKind = 'injection' | 'jailbreak' | 'leak' | 'exfiltration';

/** Where a judged text came from: the user, or a tool (by name). */
export type InjectionSource = 'user' | { tool: string };

/** A span of the judged text, in UTF-16 offsets (`end` exclusive). */
export interface InjectionSpan {
  start: number;
  end: number;
  /** The feature or reason that marked it (for the offline detector, a feature id). */
  reason?: string;
  /** For tool results: the JSON path of the string holding the span (`$.items[0].body`). */
  path?: string;
}

/** What `detect` is told about the text it judges. */
export interface DetectOptions {
  /** Aborted when the run is cancelled; long detectors should stop. */
  abortSignal: AbortSignal;
  /** Who wrote the text. */
  source: InjectionSource;
}

/** A detector's verdict on one text. */
export interface InjectionDetection {
  /** 0 (benign) to 1 (certainly an attack); compared with the processor's `threshold`. */
  score: number;
  /** The kind of attack the text looks like (meaningful when `score` reaches the threshold). */
  kind: InjectionKind;
  /** Offending spans of the text, when the detector can locate them (used by `rewrite`). */
  spans: InjectionSpan[];
  /** Names of the evidence found (offline: feature ids; a judge: its reason). Never the text itself. */
  features?: string[];
}

/**
 * Judges one text at a time (one user message or one whole tool result: never a stream chunk).
 * Implement it to plug your own model in, or use `offlineDetector()`, `llmJudge()` or
 * `classifier(fn)`. Throwing (or rejecting) is a detector failure, handled by `errorStrategy`.
 */
export interface InjectionDetector {
  /** Names the detector in violations and errors. */
  readonly id: string;
  detect(text: string, options: DetectOptions): MaybePromise<InjectionDetection>;
}
