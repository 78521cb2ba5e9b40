import type { InjectionDetector } from './detector.js';

/**
 * Detectors of this package known to answer synchronously without reading `abortSignal` (the
 * offline one). `runDetector` hands them the run's signal instead of a fresh `AbortController`'s:
 * creating one costs about 20 µs in Node, more than judging a short message.
 */
export const synchronousDetectors = new WeakSet<InjectionDetector>();
