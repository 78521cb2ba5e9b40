import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SluiceLanguageModel } from '../../contract/language-model.js';
import type { ProcessInputStepResult } from '../hooks/process-input-step.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { UnknownModelError } from '../../model/unknown-model-error.js';
import { isLanguageModel } from '../../model/resolve-model.js';
import type { HookExecutor } from './hook-executor.js';
import { runPhase } from './run-phase.js';
import { replaceScope, replaceSystemMessages } from './reconcile-messages.js';
import type { InputStepPhaseOptions, StepSettings } from './step-settings.js';
import {
  checkMessages,
  checkSameList,
  checkSystemMessages,
  contractError,
  isMessageListLike,
} from './validate-result.js';

const INPUT_RETURNS =
  'a StoredMessage[], the same MessageList, { messages, systemMessages } or undefined';

/** Runs `processInput` of every processor, in order, and applies each result. */
export async function runProcessInput(
  executor: HookExecutor,
  processors: readonly Processor[],
  messageList: MessageList,
): Promise<void> {
  // What was handed in, kept apart: a processor may edit `messages` in place and return it.
  let handed: StoredMessage[] = [];
  const args = () => {
    const messages = messageList.get.input.db();
    handed = messages.slice();
    return { messages, systemMessages: messageList.getAllSystemMessages(), messageList };
  };
  await runPhase(executor, processors, 'processInput', args, (processor, result) => {
    if (result === undefined) return;
    const id = processor.id;
    if (Array.isArray(result)) {
      checkMessages(id, 'processInput', result);
      replaceScope(messageList, handed, result, 'input');
    } else if (isMessageListLike(result)) {
      checkSameList(id, 'processInput', result, messageList);
    } else if (isMessagesWithSystem(result)) {
      checkMessages(id, 'processInput', result.messages);
      checkSystemMessages(id, 'processInput', result.systemMessages);
      replaceScope(messageList, handed, result.messages, 'input');
      replaceSystemMessages(messageList, result.systemMessages);
    } else {
      throw contractError(id, 'processInput', INPUT_RETURNS, result);
    }
  });
}

const STEP_KEYS = new Set([
  'model',
  'toolChoice',
  'activeTools',
  'tools',
  'messages',
  'messageList',
  'systemMessages',
  'providerOptions',
  'modelSettings',
  'structuredOutput',
]);

const STEP_RETURNS =
  'a partial step config ({ model, toolChoice, activeTools, tools, messages | messageList, systemMessages, providerOptions, modelSettings, structuredOutput }), the same MessageList, a StoredMessage[] or undefined';

/**
 * Runs `processInputStep` of every processor, in order, chaining the step settings (each processor
 * sees the previous one's changes), and returns the final settings. Message arrays replace the
 * step's messages (all non-system messages); `systemMessages` replace the untagged system messages.
 */
export async function runProcessInputStep(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: InputStepPhaseOptions,
): Promise<StepSettings> {
  const { messageList } = options;
  const resolveModel = options.resolveModel ?? rejectModelId;
  let settings: StepSettings = { ...options.settings };
  // What was handed in, kept apart: a processor may edit `messages` in place and return it.
  let handed: StoredMessage[] = [];
  const args = () => {
    const messages = messageList.get.all.db();
    handed = messages.slice();
    return {
      messages,
      messageList,
      stepNumber: options.stepNumber,
      steps: options.steps,
      systemMessages: messageList.getAllSystemMessages(),
      ...settings,
    };
  };
  await runPhase(executor, processors, 'processInputStep', args, (processor, result) => {
    if (result === undefined) return;
    const id = processor.id;
    if (Array.isArray(result)) {
      checkMessages(id, 'processInputStep', result);
      replaceScope(messageList, handed, result, 'context');
      return;
    }
    if (isMessageListLike(result)) {
      checkSameList(id, 'processInputStep', result, messageList);
      return;
    }
    if (typeof result !== 'object' || result === null) {
      throw contractError(id, 'processInputStep', STEP_RETURNS, result);
    }
    const unknownKey = Object.keys(result).find((key) => !STEP_KEYS.has(key));
    if (unknownKey !== undefined) {
      throw new ProcessorContractError({
        processorId: id,
        hook: 'processInputStep',
        expected: STEP_RETURNS,
        received: `an object with the unknown key "${unknownKey}"`,
      });
    }
    settings = applyStepResult(id, result, settings, handed, options, resolveModel);
  });
  return settings;
}

function applyStepResult(
  id: string,
  result: ProcessInputStepResult,
  settings: StepSettings,
  handed: StoredMessage[],
  options: InputStepPhaseOptions,
  resolveModel: (model: SluiceLanguageModel | string) => SluiceLanguageModel,
): StepSettings {
  const { messageList } = options;
  const raw = result as { messages?: unknown; messageList?: unknown };
  if (raw.messages !== undefined && raw.messageList !== undefined) {
    throw new ProcessorContractError({
      processorId: id,
      hook: 'processInputStep',
      expected: 'either messages or messageList, not both',
      received: 'both',
    });
  }
  if (result.messages !== undefined) {
    if (!Array.isArray(result.messages)) throw contractError(id, 'processInputStep', 'messages as a StoredMessage[]', result.messages);
    checkMessages(id, 'processInputStep', result.messages);
    replaceScope(messageList, handed, result.messages, 'context');
  }
  if (result.messageList !== undefined) checkSameList(id, 'processInputStep', result.messageList, messageList);
  if (result.systemMessages !== undefined) {
    checkSystemMessages(id, 'processInputStep', result.systemMessages);
    replaceSystemMessages(messageList, result.systemMessages);
  }
  const next = { ...settings };
  if (result.model !== undefined) {
    if (typeof result.model !== 'string' && !isLanguageModel(result.model)) {
      throw contractError(id, 'processInputStep', 'model as an AI SDK language model (v4, v3 or v2) or a model id', result.model);
    }
    next.model = resolveModel(result.model);
  }
  if (result.toolChoice !== undefined) next.toolChoice = result.toolChoice;
  if (result.activeTools !== undefined) next.activeTools = result.activeTools;
  if (result.tools !== undefined) next.tools = result.tools;
  if (result.providerOptions !== undefined) next.providerOptions = result.providerOptions;
  if (result.modelSettings !== undefined) next.modelSettings = result.modelSettings;
  if (result.structuredOutput !== undefined) next.structuredOutput = result.structuredOutput;
  return next;
}

function isMessagesWithSystem(value: unknown): value is { messages: unknown[]; systemMessages: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { messages?: unknown }).messages) &&
    'systemMessages' in value
  );
}

function rejectModelId(model: SluiceLanguageModel | string): SluiceLanguageModel {
  if (typeof model === 'string') {
    throw new UnknownModelError(model, 'a processor returned a model id, and this host gave the runner no model resolver');
  }
  return model;
}
