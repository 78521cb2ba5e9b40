/** Status of one check in a report. */
export type CheckStatus = 'pass' | 'fail' | 'skip';

/** One check of `conformance.json`. */
export interface ReportCheck {
  /** The outer describe title (one per `processorSuite` call). */
  suite: string;
  /** The concern: `contract shape`, `hold-back`, ... */
  concern: string;
  /** The check title, without the skip note. */
  name: string;
  status: CheckStatus;
  /** Failure message (first lines) or skip reason. */
  message?: string;
}

/** Latency figures of one suite, in microseconds per chunk added over a pass-through processor. */
export interface ReportLatency {
  suite: string;
  p50Micros: number;
  p95Micros: number;
  chunks: number;
}

/** The `conformance.json` a package ships and the catalog reads. */
export interface ConformanceReport {
  /** Format version of this file. */
  reportVersion: 1;
  package: string;
  version: string;
  /** The package's peer range on `@sluice/core` (its declared core compatibility). */
  coreRange: string | null;
  /** Version of `@sluice/conformance` that produced the report. */
  kitVersion: string;
  /** Processor ids from the package's catalog entry. */
  processors: string[];
  generatedAt: string;
  /** True when no check failed and at least one ran. */
  passed: boolean;
  summary: { pass: number; fail: number; skip: number };
  checks: ReportCheck[];
  latency: ReportLatency[];
}
