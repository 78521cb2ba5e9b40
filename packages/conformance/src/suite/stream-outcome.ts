import { TripWire, type ChunkType, type Processor } from '@sluice/core';
import { collectText } from '../chunks/text-chunks.js';
import { runSession } from './stream-session.js';

/** How one request's stream ended: its output and text, or the abort reason. */
export interface StreamOutcome {
  chunks: ChunkType[];
  text: string;
  /** The `abort()` reason when the processor aborted (a legitimate outcome, not a failure). */
  aborted?: string;
}

/**
 * Runs `chunks` through a fresh request of `processor`. An `abort()` is an outcome; any other
 * error is rethrown (the check fails with it).
 */
export async function streamOutcome(
  processor: Processor,
  chunks: readonly ChunkType[],
  runId?: string,
): Promise<StreamOutcome> {
  try {
    const output = await runSession(processor, chunks, runId);
    return { chunks: output, text: collectText(output) };
  } catch (error) {
    if (TripWire.isInstance(error)) return { chunks: [], text: '', aborted: error.reason };
    throw error;
  }
}

/** A one-line description of an error for check messages. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
