import type { StepResult as AiStepResult, ToolSet as AiToolSet } from 'ai';
import type { StopCondition } from '../contract/stop-condition.js';
import type { StepResult } from '../contract/step-result.js';

/**
 * Whether any stop condition holds after the steps so far (checked in parallel, as the AI SDK
 * does). The conditions get Sluice's step results, which carry the fields the AI SDK's built-in
 * conditions read (`length`, `toolCalls[].toolName`).
 */
export async function shouldStop(conditions: readonly StopCondition[], steps: readonly StepResult[]): Promise<boolean> {
  if (conditions.length === 0) return false;
  const view = { steps: steps as unknown as AiStepResult<AiToolSet>[] };
  const results = await Promise.all(conditions.map((condition) => Promise.resolve(condition(view))));
  return results.includes(true);
}
