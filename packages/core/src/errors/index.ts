export { SluiceError, type SluiceErrorOptions } from './sluice-error.js';
