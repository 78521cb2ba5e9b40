import type { StepResult } from '../../contract/step-result.js';
import type { MessageList } from '../../messages/message-list.js';
import type { SluiceLanguageModel } from '../../contract/language-model.js';
import type { ProcessInputStepArgs } from '../hooks/process-input-step.js';

/** The settings of one step, chained through `processInputStep` and `prepareStep`. */
export type StepSettings = Pick<
  ProcessInputStepArgs,
  'model' | 'toolChoice' | 'activeTools' | 'tools' | 'providerOptions' | 'modelSettings' | 'structuredOutput'
>;

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
