import type { InjectionDetection, InjectionDetector, InjectionKind, InjectionSource } from './detector.js';
import { PromptInjectionDetectorError } from './errors/prompt-injection-detector-error.js';

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
export async function runDetector(
  detector: InjectionDetector,
  text: string,
  options: RunDetectorOptions,
): Promise<InjectionDetection> {
  const errorOptions = { processorId: options.processorId, hook: options.hook, detectorId: detector.id };
  const controller = new AbortController();
  const onAbort = () => {
    controller.abort(options.abortSignal.reason);
  };
  options.abortSignal.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const pending = Promise.resolve().then(() => detector.detect(text, { abortSignal: controller.signal, source: options.source }));
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new PromptInjectionDetectorError(`timed out after ${options.timeoutMs} ms`, { ...errorOptions, reason: 'timeout' }));
        controller.abort();
      }, options.timeoutMs);
    });
    const cancelled = () => (options.abortSignal.reason instanceof Error ? options.abortSignal.reason : new Error('aborted'));
    const aborted = new Promise<never>((_, reject) => {
      if (options.abortSignal.aborted) reject(cancelled());
      options.abortSignal.addEventListener(
        'abort',
        () => {
          reject(cancelled());
        },
        { once: true },
      );
    });
    aborted.catch(() => undefined);
    timeout.catch(() => undefined);
    let result: unknown;
    try {
      result = await Promise.race([pending, timeout, aborted]);
    } catch (error) {
      if (PromptInjectionDetectorError.isInstance(error) || options.abortSignal.aborted) throw error;
      throw new PromptInjectionDetectorError(`failed: ${error instanceof Error ? error.message : String(error)}`, {
        ...errorOptions,
        reason: 'failed',
        cause: error,
      });
    }
    if (!isDetection(result)) {
      throw new PromptInjectionDetectorError('returned a malformed detection (expected { score in [0, 1], kind, spans })', {
        ...errorOptions,
        reason: 'invalid-response',
      });
    }
    return result;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.abortSignal.removeEventListener('abort', onAbort);
  }
}
