import type { ProcessorManifest } from '../manifest/manifest-schema.js';
import type { ProcessorReport } from '../catalog/catalog-schema.js';

/** What the parent hands the verifier child (as a JSON file). */
export interface VerifierJob {
  /** A module that re-exports the package's entry (`export * from '<name>'`). */
  entryFile: string;
  /** The package's package.json, for the kit's catalog checks. */
  packageJson: Record<string, unknown>;
  processors: ProcessorManifest[];
  /** Longest time one hook call may take inside a check (ms). */
  hookTimeLimitMs: number;
}

/** One line the child writes to stdout (JSON). */
export type VerifierEvent =
  | { type: 'processor'; report: ProcessorReport }
  | { type: 'processor-error'; id: string; code: 'EXPORT_MISSING' | 'OPTIONS_REJECTED' | 'LOAD_FAILED'; message: string }
  | { type: 'done' };

/** Marks the child's protocol lines among whatever the package itself prints. */
export const EVENT_PREFIX = '@@sluice-verifier ';
