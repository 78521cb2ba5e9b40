import { collectValueText } from '@sluice/core';

/**
 * The text of a tool result to moderate: every text leaf of it (string values, keys, numbers; Maps,
 * Sets, class instances and Errors read as core's value walker reads them), one per line. The walk
 * is iterative and capped, so a result nested a million levels deep is judged, not a stack
 * overflow.
 */
export function toolResultText(result: unknown): string {
  if (typeof result === 'string') return result;
  return collectValueText(result).texts.join('\n');
}
