import type { ModelPartSink } from './model-part-sink.js';

/**
 * Pushes the internal `model-response-end` marker after a call's last part, live or replayed, so
 * that text the output processors hold back (across blocks) is judged and released now.
 */
export async function endModelResponse(sink: Pick<ModelPartSink, 'chain' | 'runId' | 'stepNumber'>): Promise<void> {
  const pending = sink.chain.push({ type: 'model-response-end', runId: sink.runId, from: 'AGENT', payload: { stepNumber: sink.stepNumber } });
  if (pending !== undefined) await pending;
}
