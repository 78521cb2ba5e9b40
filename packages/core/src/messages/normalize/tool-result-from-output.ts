import { isRecord } from '../../contract/is-record.js';
import { MessageListError } from '../message-list-error.js';
import type { ToolInvocation } from '../stored-message.js';

/** A tool result as stored: plain value, error flag, and the provider output when it has no plain form. */
export interface StoredToolResult {
  result: unknown;
  isError: boolean;
  output?: ToolInvocation['output'];
}

/**
 * Reads an AI SDK `ToolResultOutput` (`text`, `json`, `error-text`, `error-json`, `content`,
 * `execution-denied`). `content` and `execution-denied` keep the original output for later
 * conversions; a denied execution is stored as an error result whose value is the reason.
 */
export function toolResultFromOutput(output: unknown, toolCallId: string, index: number): StoredToolResult {
  if (!isRecord(output) || typeof output.type !== 'string') {
    throw new MessageListError('INVALID_MESSAGE', `tool result ${toolCallId} needs an output object with a type`, {
      toolCallId,
      index,
    });
  }
  switch (output.type) {
    case 'text':
    case 'json':
      return { result: output.value, isError: false };
    case 'error-text':
    case 'error-json':
      return { result: output.value, isError: true };
    case 'content':
      return { result: output.value, isError: false, output: output as ToolInvocation['output'] };
    case 'execution-denied':
      return {
        result: typeof output.reason === 'string' ? output.reason : 'Tool execution denied.',
        isError: true,
        output: output as ToolInvocation['output'],
      };
    default:
      throw new MessageListError('INVALID_MESSAGE', `tool result ${toolCallId} has an unknown output type '${output.type}'`, {
        toolCallId,
        index,
      });
  }
}
