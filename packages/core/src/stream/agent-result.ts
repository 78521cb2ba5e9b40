import type { FinishReason, StepResult, ToolCallInfo, ToolResultInfo, Usage } from '../contract/step-result.js';
import type { StoredMessage } from '../messages/stored-message.js';
import type { ProcessorWarning } from '../processors/runner/processor-warning.js';
import type { ProcessorViolation } from '../processors/violation.js';

/** Why a run was blocked: the payload of the `tripwire` chunk. */
export interface TripwireInfo {
  reason: string;
  /** Whether the processor asked for a retry (reported even where none was possible). */
  retry?: boolean;
  metadata?: unknown;
  processorId: string;
}

/** The settled result of a run (what `generate()` returns). */
export interface AgentResult<TObject = unknown> {
  runId: string;
  /** The text of every accepted step, concatenated. */
  text: string;
  /** The structured output, when `structuredOutput` was requested. */
  object: TObject | undefined;
  /** The last step's finish reason, or `'other'` when a processor blocked the run. */
  finishReason: FinishReason;
  /** Usage summed over every model call, retried ones included. */
  usage: Usage;
  steps: StepResult[];
  toolCalls: ToolCallInfo[];
  toolResults: ToolResultInfo[];
  /** Set when a processor blocked the run. */
  tripwire: TripwireInfo | undefined;
  /** This run's response messages after every processor. */
  response: { messages: StoredMessage[] };
  /** Violations processors reported or aborted with. */
  violations: ProcessorViolation[];
  /** Fail-open errors and impossible retries. */
  warnings: ProcessorWarning[];
}
