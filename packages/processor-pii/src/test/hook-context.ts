import { createHookContext } from '@sluice/conformance';
import type { HookContext, ProcessorViolation } from '@sluice/core';
import type { PIIState } from '../pii-state.js';

/** Hook context fields for calling the detector's hooks directly, from the kit's helper. */
export function hookContext(state: PIIState = {}): HookContext<PIIState> & { violations: ProcessorViolation[] } {
  const { context, violations } = createHookContext<PIIState>({ state, processorId: 'pii-detector' });
  return { ...context, violations };
}

/** A violation as recorded (kept for type imports in tests). */
export type RecordedViolation = ProcessorViolation;
