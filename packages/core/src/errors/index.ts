export { SluiceError, type SluiceErrorOptions } from './sluice-error.js';
export { ProcessorOptionsError, type ProcessorOptionsErrorOptions } from './processor-options-error.js';
