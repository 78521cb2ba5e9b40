import type { InjectionDetection, InjectionDetector, InjectionKind, InjectionSource } from './detector.js';
import { PromptInjectionDetectorError } from './errors/prompt-injection-detector-error.js';
import { synchronousDetectors } from './sync-detectors.js';

/** How one detection runs. */
export interface RunDetectorOptions {
  source: InjectionSource;
  abortSignal: AbortSignal;
  timeoutMs: number;
  processorId: string;
  hook: string;
}

const KINDS: ReadonlySet<string> = new Set<InjectionKind>(['injection', 'jailbreak', 'leak', 'exfiltration']);

function isDetection(value: unknown): value is InjectionDetection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<InjectionDetection>;
  return typeof v.score === 'number' && v.score >= 0 && v.score <= 1 && typeof v.kind === 'string' && KINDS.has(v.kind) && Array.isArray(v.spans);
}

/**
 * Runs `detector` on `text` with a time limit, linked to the run's abort signal. A throw, a
 * timeout or a malformed verdict becomes a `PromptInjectionDetectorError` naming the processor,
 * the hook and the detector; a cancelled run rethrows the abort reason.
 */
export function runDetector(
  detector: InjectionDetector,
  text: string,
  options: RunDetectorOptions,
): InjectionDetection | Promise<InjectionDetection> {
  const errorOptions = { processorId: options.processorId, hook: options.hook, detectorId: detector.id };
  const check = (result: unknown): InjectionDetection => {
    if (!isDetection(result)) {
      throw new PromptInjectionDetectorError('returned a malformed detection (expected { score in [0, 1], kind, spans })', {
        ...errorOptions,
        reason: 'invalid-response',
      });
    }
    return result;
  };
  const wrap = (error: unknown): never => {
    if (PromptInjectionDetectorError.isInstance(error) || options.abortSignal.aborted) throw error;
    throw new PromptInjectionDetectorError(`failed: ${error instanceof Error ? error.message : String(error)}`, {
      ...errorOptions,
      reason: 'failed',
      cause: error,
    });
  };
  if (options.abortSignal.aborted) throw options.abortSignal.reason instanceof Error ? options.abortSignal.reason : new Error('aborted');
  // A detector known to be synchronous (the offline one) can never time out or be cancelled
  // midway: it gets the run's signal, and no controller is created for it.
  if (synchronousDetectors.has(detector)) {
    try {
      return check(detector.detect(text, { abortSignal: options.abortSignal, source: options.source }));
    } catch (error) {
      return wrap(error);
    }
  }
  const controller = new AbortController();
  let result: unknown;
  try {
    result = detector.detect(text, { abortSignal: controller.signal, source: options.source });
  } catch (error) {
    return wrap(error);
  }
  // A synchronous detector (the offline one) needs no timer and no listener.
  if (typeof (result as { then?: unknown } | null)?.then !== 'function') return check(result);
  return raceWithLimits(result as Promise<unknown>, controller, options, errorOptions).then(check, wrap);
}

/** Settles with `pending`, or rejects on timeout or when the run is cancelled; always cleans up. */
async function raceWithLimits(
  pending: Promise<unknown>,
  controller: AbortController,
  options: RunDetectorOptions,
  errorOptions: { processorId: string; hook: string; detectorId: string },
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const limits = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new PromptInjectionDetectorError(`timed out after ${options.timeoutMs} ms`, { ...errorOptions, reason: 'timeout' }));
      controller.abort();
    }, options.timeoutMs);
    onAbort = () => {
      const reason: unknown = options.abortSignal.reason;
      reject(reason instanceof Error ? reason : new Error('aborted'));
      controller.abort(reason);
    };
    options.abortSignal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([pending, limits]);
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) options.abortSignal.removeEventListener('abort', onAbort);
  }
}
