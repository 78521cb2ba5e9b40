// Frozen test-only copy of src/messages/convert/to-ui-tool-part.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { UIMessage } from 'ai';
import { safeStringify } from '../internal/safe-stringify.js';
import type { ToolInvocationPart } from '../stored-message.js';

type UiPart = UIMessage['parts'][number];

function errorText(result: unknown): string {
  if (typeof result === 'string') return result;
  return safeStringify(result) ?? 'error';
}

function stateOf(part: ToolInvocationPart): Record<string, unknown> {
  const invocation = part.toolInvocation;
  const uiState = part.ui?.state;
  if (invocation.state === 'partial-call') return { state: 'input-streaming', input: invocation.args };
  if (invocation.state === 'call') {
    if (uiState === 'approval-requested' || uiState === 'approval-responded') return { state: uiState, input: invocation.args };
    return { state: 'input-available', input: invocation.args };
  }
  if (uiState === 'output-denied') return { state: 'output-denied', input: invocation.args };
  if (invocation.isError === true) return { state: 'output-error', input: invocation.args, errorText: errorText(invocation.result) };
  return { state: 'output-available', input: invocation.args, output: invocation.result };
}

/**
 * A `tool-invocation` part as an AI SDK UI tool part: `tool-<name>` (or `dynamic-tool` when it came
 * as one), with state `input-streaming` (partial call), `input-available` (call), `output-available`
 * (result) or `output-error` (error result; a non-string error value is JSON text), and the
 * approval states and UI fields kept from a UIMessage.
 */
export function toUiToolPart(part: ToolInvocationPart): UiPart {
  const invocation = part.toolInvocation;
  const ui = part.ui ?? {};
  const out: Record<string, unknown> = ui.dynamicTool === true
    ? { type: 'dynamic-tool', toolName: invocation.toolName }
    : { type: `tool-${invocation.toolName}` };
  out.toolCallId = invocation.toolCallId;
  Object.assign(out, stateOf(part));
  if (ui.dynamic === false) out.dynamic = false;
  if (ui.title !== undefined) out.title = ui.title;
  if (ui.toolMetadata !== undefined) out.toolMetadata = ui.toolMetadata;
  if (ui.approval !== undefined) out.approval = ui.approval;
  if (ui.preliminary !== undefined && out.state === 'output-available') out.preliminary = ui.preliminary;
  if (ui.rawInput !== undefined && (out.state === 'input-streaming' || out.state === 'output-error')) out.rawInput = ui.rawInput;
  if (ui.inputEncoding !== undefined && out.state === 'input-streaming') out.inputEncoding = ui.inputEncoding;
  if (part.providerExecuted !== undefined) out.providerExecuted = part.providerExecuted;
  if (part.providerMetadata !== undefined) out.callProviderMetadata = part.providerMetadata;
  if (part.resultProviderMetadata !== undefined && invocation.state === 'result') {
    out.resultProviderMetadata = part.resultProviderMetadata;
  }
  return out as unknown as UiPart;
}
