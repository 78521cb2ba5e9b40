export { getMessageText } from './get-message-text.js';
export {
  TextHoldBack,
  type TextChannel,
  type TextHoldBackDecide,
  type TextHoldBackDecision,
  type TextHoldBackInput,
  type TextHoldBackOptions,
} from './text-hold-back.js';
export { TextHoldBackError } from './text-hold-back-error.js';
export {
  formatOptionIssue,
  parseProcessorOptions,
  type OptionIssue,
  type OptionsSchema,
} from './parse-processor-options.js';
