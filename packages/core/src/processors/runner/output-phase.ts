import type { MessageList } from '../../messages/message-list.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { HookContext, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessOutputResultArgs } from '../hooks/process-output-result.js';
import type { ProcessOutputStepArgs } from '../hooks/process-output-step.js';
import type { ProcessToolResultArgs } from '../hooks/process-tool-result.js';
import type { Processor } from '../processor.js';
import type { HookExecutor } from './hook-executor.js';
import { runPhase } from './run-phase.js';
import { replaceSystemMessages, upsertMessages } from './reconcile-messages.js';
import {
  checkMessages,
  checkSameList,
  checkSystemMessages,
  contractError,
  isMessageListLike,
} from './validate-result.js';

/** Arguments of `ProcessorRunner.processOutputStep`. */
export type OutputStepPhaseOptions = Omit<ProcessOutputStepArgs, keyof HookContext | 'messages' | 'systemMessages'>;

/** Arguments of `ProcessorRunner.processToolResult`. */
export type ToolResultPhaseOptions = Omit<ProcessToolResultArgs, keyof HookContext | 'messages' | 'systemMessages'>;

/** Arguments of `ProcessorRunner.processOutputResult`. */
export type OutputResultPhaseOptions = Omit<ProcessOutputResultArgs, keyof HookContext | 'messages'>;

const MESSAGE_RETURNS = 'the same MessageList, a StoredMessage[] (upserted) or undefined';

/** Runs `processOutputStep` in order; returned messages are upserted (never removed by omission). */
export async function runProcessOutputStep(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: OutputStepPhaseOptions,
): Promise<void> {
  const args = () => ({
    ...options,
    messages: options.messageList.get.all.db(),
    systemMessages: options.messageList.getAllSystemMessages(),
  });
  await runPhase(executor, processors, 'processOutputStep', args, (processor, result) => {
    applyMessageResult(processor.id, 'processOutputStep', result, options.messageList, false);
  });
}

/**
 * Runs `processToolResult` in order for one settled tool call and returns the tool's result (or,
 * with `isError`, the error's text) after the processors: the value a processor set with
 * `messageList.updateToolInvocation`, read back from the list, or the original. Each processor
 * sees the previous one's replacement. The replacement of an error stays an error: the call is
 * marked `isError` again if a processor's update dropped the flag.
 */
export async function runProcessToolResult(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: ToolResultPhaseOptions,
): Promise<unknown> {
  let current = options.result;
  const isError = options.isError === true;
  const args = (processor: Processor) => ({
    // Named here, not read from the slot: the calls of a step run this hook concurrently.
    reportViolation: (report: ViolationReport) => executor.violation(processor, 'processToolResult', report),
    ...options,
    result: current,
    isError,
    messages: options.messageList.get.all.db(),
    systemMessages: options.messageList.getAllSystemMessages(),
  });
  await runPhase(executor, processors, 'processToolResult', args, (processor, result) => {
    applyMessageResult(processor.id, 'processToolResult', result, options.messageList, false);
    const replaced = findToolResult(options.messageList, options.toolCallId);
    if (!replaced.found) return;
    current = replaced.result;
    if (isError && replaced.isError !== true) keepError(options.messageList, options.toolCallId, current);
  });
  return current;
}

/** Marks a replaced error result as an error again (a processor's update may have dropped `isError`). */
function keepError(messageList: MessageList, toolCallId: string, result: unknown): void {
  const part = messageList.getToolInvocation(toolCallId);
  if (part === undefined) return;
  const { toolName, args } = part.toolInvocation;
  messageList.updateToolInvocation({
    type: 'tool-invocation',
    toolInvocation: { state: 'result', toolCallId, toolName, args, result, isError: true },
  });
}

/** Runs `processOutputResult` in order; returned messages are upserted. */
export async function runProcessOutputResult(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: OutputResultPhaseOptions,
): Promise<void> {
  const args = () => ({ ...options, messages: options.messageList.get.response.db() });
  await runPhase(executor, processors, 'processOutputResult', args, (processor, result) => {
    applyMessageResult(processor.id, 'processOutputResult', result, options.messageList, true);
  });
}

function applyMessageResult(
  id: string,
  hook: ProcessorHookName,
  result: unknown,
  messageList: MessageList,
  allowSystem: boolean,
): void {
  if (result === undefined) return;
  if (Array.isArray(result)) {
    checkMessages(id, hook, result);
    upsertMessages(messageList, result, 'response');
  } else if (isMessageListLike(result)) {
    checkSameList(id, hook, result, messageList);
  } else if (
    allowSystem &&
    typeof result === 'object' &&
    result !== null &&
    Array.isArray((result as { messages?: unknown }).messages)
  ) {
    const { messages, systemMessages } = result as { messages: unknown[]; systemMessages?: unknown };
    checkMessages(id, hook, messages);
    upsertMessages(messageList, messages, 'response');
    if (systemMessages !== undefined) {
      checkSystemMessages(id, hook, systemMessages);
      replaceSystemMessages(messageList, systemMessages);
    }
  } else {
    throw contractError(id, hook, allowSystem ? `${MESSAGE_RETURNS}, { messages, systemMessages }` : MESSAGE_RETURNS, result);
  }
}

/** A tool invocation's result in the list, when a processor set one. */
export function findToolResult(
  messageList: MessageList,
  toolCallId: string,
): { found: boolean; result: unknown; isError?: boolean } {
  const part = messageList.getToolInvocation(toolCallId);
  return part?.toolInvocation.state === 'result'
    ? { found: true, result: part.toolInvocation.result, isError: part.toolInvocation.isError === true }
    : { found: false, result: undefined };
}
