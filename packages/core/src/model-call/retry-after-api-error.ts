import type { Processor } from '../processors/processor.js';
import type { ProcessorRunner } from '../processors/runner/processor-runner.js';
import type { APIErrorPhaseOptions } from '../processors/runner/model-phase.js';

/**
 * Runs `processAPIError` of `processors` over a provider's failure; true when one asked for a retry
 * and the runner still allows one (`takeRetry`, counted under the processors' joined ids).
 */
export async function retryAfterAPIError(
  runner: ProcessorRunner,
  processors: readonly Processor[],
  options: APIErrorPhaseOptions,
  maxRetries: number,
): Promise<boolean> {
  if (!(await runner.processAPIError(processors, options))) return false;
  const processorId = processors.map((p) => p.id).join(',');
  return runner.takeRetry({ processorId, hook: 'processAPIError', maxRetries });
}
