import type { ConformanceSummary } from './conformance-report.js';

/** `3.2 µs`, `1.4 ms`. */
export function formatMicros(us: number): string {
  if (us >= 1000) return `${(us / 1000).toFixed(1)} ms`;
  return `${us < 10 ? us.toFixed(1) : us.toFixed(0)} µs`;
}

/** `0.987` -> `98.7%`. */
export function formatRatio(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** A one-line conformance status: `pass (42 passed, 3 skipped)`. */
export function conformanceLabel(summary: ConformanceSummary): string {
  if (summary.status === 'missing') return 'no report';
  if (summary.status === 'unreadable') return 'unreadable report';
  const parts = [`${summary.passed} passed`];
  if (summary.failed) parts.push(`${summary.failed} failed`);
  if (summary.skipped) parts.push(`${summary.skipped} skipped`);
  return `${summary.status} (${parts.join(', ')})`;
}
