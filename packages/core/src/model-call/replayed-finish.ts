import type { FinishReason, Usage } from '../contract/step-result.js';
import { emptyUsage } from '../model/model-usage.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import { finishPartOf, type FinishPart } from '../stream/recorded-finish.js';

interface RecordedFinishPayload {
  stepResult?: { reason?: FinishReason };
  output?: { usage?: Usage };
}

/**
 * The `finish` of a replayed cached response, the same in every host: the recorded reason, usage
 * and provider metadata; a reason that is `unknown` or absent (no `finish` recorded) becomes
 * `tool-calls` when the call produced tool calls, else `stop`.
 */
export function replayedFinish(recorded: CachedLLMStepChunk | undefined, hasToolCalls: boolean): { part: FinishPart; usage: Usage } {
  const payload = (recorded as { payload?: RecordedFinishPayload } | undefined)?.payload;
  const part = finishPartOf(recorded);
  const reason = payload?.stepResult?.reason;
  if (reason === undefined || reason === 'unknown') {
    part.finishReason = { unified: hasToolCalls ? 'tool-calls' : 'stop', raw: undefined };
  }
  return { part, usage: payload?.output?.usage ?? emptyUsage() };
}
