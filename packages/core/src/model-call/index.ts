// One model call through the processors, the same in every host (the Agent loop, the AI SDK
// middleware): open (request, replay or call, API-error retries), pump or replay, end.
export { openModelCall, type ModelCallSource, type OpenModelCallOptions } from './open-model-call.js';
export { openWithBackoff, type BackoffOptions } from './open-with-backoff.js';
export { retryAfterAPIError } from './retry-after-api-error.js';
export { pumpModelParts, type ModelPartSource } from './pump-model-parts.js';
export { replayModelParts } from './replay-model-parts.js';
export type { ModelPart, ModelPartSink } from './model-part-sink.js';
export { ModelStreamError } from './model-stream-error.js';
