import { renderParts } from './render-parts.js';
import { renderResponse, type RenderedResponse } from './render-response.js';
import type { ScriptedParts, ScriptedResponse } from './script.js';

/** Renders the step answering call `stepIndex`: raw parts as given, a response through `renderResponse`. */
export function renderStep(step: ScriptedResponse | ScriptedParts, stepIndex: number, modelId: string): RenderedResponse {
  return 'parts' in step ? renderParts(step.parts) : renderResponse(step, stepIndex, modelId);
}
