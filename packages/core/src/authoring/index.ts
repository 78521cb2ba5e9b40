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
export { formatOptionIssue } from '../errors/format-option-issue.js';
export type { AllowedOptionValue, OptionIssue } from '../contract/option-issue.js';
export { parseProcessorOptions, type OptionsSchema } from './parse-processor-options.js';
export { replaceToolResult } from './replace-tool-result.js';
export { readRunIds, type RunIds } from './read-run-ids.js';
export { settleWithin } from './settle-within.js';
export { mapStrings } from './map-strings.js';
export { cloneJson } from './clone-json.js';
export { normalizeForMatching, type NormalizedText } from './normalize-for-matching.js';
export { collectValueText, mapValueText, mapValueTextAsync } from './map-value-text.js';
export { VALUE_CIRCULAR, VALUE_PAST_LIMIT, type TextSite, type WalkValueOptions } from './value-walk.js';
