export { sluiceMiddleware, type SluiceMiddleware } from './sluice-middleware.js';
export type { SluiceMiddlewareOptions } from './sluice-middleware-options.js';
export { UnsupportedProcessorError } from './unsupported-processor-error.js';
export { MIDDLEWARE_HOOKS, LOOP_ONLY_HOOKS } from './hook-support.js';
export { getSluiceTripwire, TRIPWIRE_FINISH_REASON } from './sluice-tripwire.js';
