import {
  RequestContext,
  TripWire,
  type DataChunk,
  type HookContext,
  type ViolationReport,
} from '@sluice/core';

/** A hand-built hook context plus what the hooks reported through it. */
export interface TestHookContext<TState extends object> extends HookContext<TState> {
  violations: ViolationReport[];
  written: DataChunk[];
}

/** Builds the fields every hook receives (until the conformance kit's helper is released). */
export function hookContext<TState extends object = Record<string, unknown>>(
  overrides: { state?: TState; retryCount?: number } = {},
): TestHookContext<TState> {
  const violations: ViolationReport[] = [];
  const written: DataChunk[] = [];
  return {
    state: overrides.state ?? ({} as TState),
    abort: (reason, options) => {
      throw new TripWire(reason ?? 'aborted', options);
    },
    retryCount: overrides.retryCount ?? 0,
    requestContext: new RequestContext(),
    tracingContext: {},
    abortSignal: new AbortController().signal,
    writer: {
      custom: (chunk) => {
        written.push(chunk);
        return Promise.resolve();
      },
    },
    reportViolation: (violation) => {
      violations.push(violation);
      return Promise.resolve();
    },
    violations,
    written,
  };
}
