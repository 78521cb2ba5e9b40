import type { ProviderMetadata } from '../../contract/language-model.js';
import type { ToolInvocation, ToolInvocationPart } from '../stored-message.js';

/** What `writeToolResult` writes into a call. */
export interface ToolResultWrite {
  state: ToolInvocation['state'];
  result?: unknown;
  isError?: boolean;
  output?: ToolInvocation['output'];
  resultProviderMetadata?: ProviderMetadata | undefined;
}

/**
 * Writes a result into a tool call part in place: state, result, `isError` and the kept provider
 * `output` are replaced (absent ones removed); the call's args and name stay.
 */
export function writeToolResult(call: ToolInvocationPart, write: ToolResultWrite): void {
  const invocation = call.toolInvocation;
  invocation.state = write.state;
  if (write.result === undefined) delete invocation.result;
  else invocation.result = write.result;
  if (write.isError === true) invocation.isError = true;
  else delete invocation.isError;
  if (write.output === undefined) delete invocation.output;
  else invocation.output = write.output;
  if (write.resultProviderMetadata !== undefined) call.resultProviderMetadata = write.resultProviderMetadata;
}
