import type { ProviderMetadata } from '../../contract/language-model.js';
import { MessageListError } from '../message-list-error.js';
import type { ToolInvocation, ToolInvocationPart, ToolInvocationUiFields } from '../stored-message.js';

type UiPart = Record<string, unknown>;

function uiFields(part: UiPart): ToolInvocationUiFields {
  const ui: ToolInvocationUiFields = {};
  if (part.type === 'dynamic-tool') ui.dynamicTool = true;
  if (part.dynamic === false) ui.dynamic = false;
  if (typeof part.title === 'string') ui.title = part.title;
  if (typeof part.toolMetadata === 'object' && part.toolMetadata !== null) ui.toolMetadata = part.toolMetadata as Record<string, unknown>;
  if (typeof part.approval === 'object' && part.approval !== null) ui.approval = part.approval as Record<string, unknown>;
  if (typeof part.preliminary === 'boolean') ui.preliminary = part.preliminary;
  if ('rawInput' in part && part.rawInput !== undefined) ui.rawInput = part.rawInput;
  if (part.inputEncoding === 'json' || part.inputEncoding === 'text') ui.inputEncoding = part.inputEncoding;
  if (part.state === 'approval-requested' || part.state === 'approval-responded' || part.state === 'output-denied') {
    ui.state = part.state;
  }
  return ui;
}

function deniedReason(part: UiPart): string | undefined {
  const approval = part.approval as { reason?: unknown } | undefined;
  return typeof approval?.reason === 'string' ? approval.reason : undefined;
}

function invocationOf(part: UiPart, toolName: string, toolCallId: string, index: number): ToolInvocation {
  const base = { toolCallId, toolName, args: part.input };
  switch (part.state) {
    case 'input-streaming':
      return { state: 'partial-call', ...base };
    case 'input-available':
    case 'approval-requested':
    case 'approval-responded':
      return { state: 'call', ...base };
    case 'output-available':
      return { state: 'result', ...base, result: part.output };
    case 'output-error':
      return { state: 'result', ...base, result: part.errorText, isError: true };
    case 'output-denied': {
      const reason = deniedReason(part);
      return {
        state: 'result',
        ...base,
        result: reason ?? 'Tool execution denied.',
        isError: true,
        output: { type: 'execution-denied', ...(reason === undefined ? {} : { reason }) },
      };
    }
    default:
      throw new MessageListError('INVALID_MESSAGE', `tool part ${toolCallId} has an unknown state '${String(part.state)}'`, {
        toolCallId,
        index,
      });
  }
}

/**
 * Reads an AI SDK UI tool part (`tool-<name>` or `dynamic-tool`) in any state into a
 * `tool-invocation` part. UI-only fields (approval, title, dynamic...) go to `part.ui` so that
 * `ui()` can restore them; `output-error` becomes an error result holding `errorText`.
 */
export function fromUiToolPart(part: UiPart, index: number): ToolInvocationPart {
  const toolName = part.type === 'dynamic-tool' ? part.toolName : (part.type as string).slice('tool-'.length);
  const toolCallId = part.toolCallId;
  if (typeof toolName !== 'string' || toolName === '' || typeof toolCallId !== 'string') {
    throw new MessageListError('INVALID_MESSAGE', `malformed tool part '${String(part.type)}': needs toolCallId and a tool name`, { index });
  }
  const result: ToolInvocationPart = { type: 'tool-invocation', toolInvocation: invocationOf(part, toolName, toolCallId, index) };
  if (part.providerExecuted === true) result.providerExecuted = true;
  if (typeof part.callProviderMetadata === 'object' && part.callProviderMetadata !== null) {
    result.providerMetadata = part.callProviderMetadata as ProviderMetadata;
  }
  if (typeof part.resultProviderMetadata === 'object' && part.resultProviderMetadata !== null) {
    result.resultProviderMetadata = part.resultProviderMetadata as ProviderMetadata;
  }
  const ui = uiFields(part);
  if (Object.keys(ui).length > 0) result.ui = ui;
  return result;
}
