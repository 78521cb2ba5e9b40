import type { StepResult } from '../../loop/step-result.js';
import type { StructuredOutputOptions } from '../../loop/structured-output.js';
import type { MessageList } from '../../messages/message-list.js';
import type {
  ModelSettings,
  ProviderOptions,
  SluiceLanguageModel,
  ToolChoice,
} from '../../model/language-model.js';
import type { ToolSet } from '../../tools/tool-set.js';

/** The settings of one step, chained through `processInputStep` and `prepareStep`. */
export interface StepSettings {
  model: SluiceLanguageModel;
  toolChoice: ToolChoice | undefined;
  activeTools: string[] | undefined;
  tools: ToolSet;
  providerOptions: ProviderOptions | undefined;
  modelSettings: ModelSettings;
  structuredOutput: StructuredOutputOptions | undefined;
}

/** Arguments of `ProcessorRunner.processInputStep`. */
export interface InputStepPhaseOptions {
  messageList: MessageList;
  stepNumber: number;
  steps: StepResult[];
  /** The step's settings before the processors run. */
  settings: StepSettings;
  /** Resolves a model id a processor returned. @default throws for any string */
  resolveModel?: (model: SluiceLanguageModel | string) => SluiceLanguageModel;
}
