export { parallel, type ParallelProcessor } from './parallel.js';
export { withTimeout } from './with-timeout.js';
export type { TimeoutBehaviour, WithTimeoutOptions } from './with-timeout-options.js';
export { ParallelGroupError, type ParallelGroupErrorCode, type ParallelGroupErrorOptions } from './parallel-group-error.js';
export { ProcessorTimeoutError } from './processor-timeout-error.js';
