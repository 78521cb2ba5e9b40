export { scaffold, type ScaffoldOptions, type ScaffoldResult } from './scaffold.js';
export { deriveNames, CATEGORIES, type ProcessorCategory, type ProcessorNames } from './names.js';
export { PROCESSOR_CARD_HEADINGS } from './templates/readme.js';
export { runCli } from './run-cli.js';
