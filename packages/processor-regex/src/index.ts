export { RegexFilter, type RegexFilterState, type RegexViolationDetail } from './regex-filter.js';
export { RegexOptionsError } from './regex-options-error.js';
export {
  regexFilterOptionsSchema,
  regexPatternSchema,
  regexApplyToSchema,
  type RegexFilterOptions,
  type ResolvedRegexFilterOptions,
} from './options.js';
export { PRESETS, PRESET_NAMES, type PresetName, type PresetPattern } from './presets/presets.js';
export { findBacktrackingRisk, type BacktrackingRisk } from './backtracking-check.js';
export type { RegexMatch } from './find-matches.js';
