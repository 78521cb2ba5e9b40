import type { AbortFunction, ViolationReport } from '@sluice/core';
import type { Judge, Verdict } from './judge.js';

/** What the current hook call lends to work that runs across calls (stream windows). */
export interface HookTools {
  abort: AbortFunction;
  abortSignal: AbortSignal;
  reportViolation: (violation: ViolationReport) => Promise<void>;
}

/** A classification of stream windows that runs while the stream goes on. */
export interface WindowsInFlight {
  /** The windows, in order; they cover the first `length` pending characters. */
  windows: string[];
  length: number;
  settled: boolean;
  verdicts?: Verdict[];
  /** Verdicts of windows judged alone too (warn/filter, when their context was not empty). */
  aloneVerdicts?: (Verdict | undefined)[];
  error?: unknown;
  /** Resolves (never rejects) once settled. */
  done: Promise<void>;
}

/** The processor's per-run state (kept in the runner's per-processor `state`). */
export interface ModerationRunState {
  judge: Judge;
  /** Tools of the hook call being handled. */
  hook: HookTools | undefined;
  /** In-flight window classifications by stream block. */
  inFlight: Map<string, WindowsInFlight>;
  /** Per stream block: how much of the pending text was scanned without finding a window. */
  scanned: Map<string, number>;
  /** Per stream block: characters judged since the last flagged window (warn/filter go on after one). */
  sinceFlag: Map<string, number>;
}

const KEY = 'moderation.run';

/** This run's moderation state, created on first use with `create`. */
export function getRunState(state: Record<string, unknown>, create: () => Judge): ModerationRunState {
  let run = state[KEY] as ModerationRunState | undefined;
  if (run === undefined) {
    run = { judge: create(), hook: undefined, inFlight: new Map(), scanned: new Map(), sinceFlag: new Map() };
    state[KEY] = run;
  }
  return run;
}
