import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type { StepResult } from '../../contract/step-result.js';
import type {
  ModelSettings,
  ProviderOptions,
  SluiceLanguageModel,
  ToolChoice,
} from '../../contract/language-model.js';
import type { StructuredOutputOptions } from '../../contract/structured-output.js';
import type { ToolSet } from '../../contract/tool-set.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** Arguments of `processInputStep`: runs at every step, before `prepareStep` and the model call. */
export interface ProcessInputStepArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** Every message so far, including earlier steps' tool calls and results (no system messages). */
  messages: StoredMessage[];
  messageList: MessageList;
  /** 0 for the first model call. */
  stepNumber: number;
  /** Results of the earlier steps. */
  steps: StepResult[];
  /** Every system message (reset to the run's initial values at each step). */
  systemMessages: SystemMessage[];
  /** The model this step will call (after earlier processors' changes). */
  model: SluiceLanguageModel;
  toolChoice: ToolChoice | undefined;
  activeTools: string[] | undefined;
  tools: ToolSet;
  providerOptions: ProviderOptions | undefined;
  modelSettings: ModelSettings;
  structuredOutput: StructuredOutputOptions | undefined;
}

/** Step settings a `processInputStep` may change; each applies to this step only. */
interface StepOverrides {
  /** A model object or an id resolved through the agent's `models` resolver. */
  model?: SluiceLanguageModel | string;
  toolChoice?: ToolChoice;
  activeTools?: string[];
  tools?: ToolSet;
  /** Replaces the system messages for this step only. */
  systemMessages?: SystemMessage[];
  providerOptions?: ProviderOptions;
  modelSettings?: ModelSettings;
  structuredOutput?: StructuredOutputOptions;
}

/**
 * The object form of a `processInputStep` result: any combination of step overrides, plus either
 * `messages` (replace the step's messages) or `messageList` (the same instance, edited in place).
 */
export type ProcessInputStepResult = StepOverrides &
  (
    | { messages?: StoredMessage[]; messageList?: never }
    | { messageList?: MessageList; messages?: never }
  );

/** Everything `processInputStep` may return. */
export type ProcessInputStepReturn =
  | ProcessInputStepResult
  | MessageList
  | StoredMessage[]
  | void
  | undefined;
