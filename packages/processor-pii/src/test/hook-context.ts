import { RequestContext, TripWire, type HookContext, type ProcessorViolation, type ViolationReport } from '@sluice/core';
import type { PIIState } from '../pii-state.js';

/** Hand-built hook context fields for calling hooks directly (until the kit's helper lands). */
export function hookContext(state: PIIState = {}): HookContext<PIIState> & { violations: ViolationReport[] } {
  const violations: ViolationReport[] = [];
  return {
    state,
    abort: (reason, options) => {
      throw new TripWire(reason ?? 'aborted', options, 'pii-detector');
    },
    retryCount: 0,
    requestContext: new RequestContext(),
    tracingContext: {},
    abortSignal: new AbortController().signal,
    writer: { custom: () => Promise.resolve() },
    reportViolation: (violation) => {
      violations.push(violation);
      return Promise.resolve();
    },
    violations,
  };
}

/** A violation as recorded (kept for type imports in tests). */
export type RecordedViolation = ProcessorViolation;
