import type { ProcessorCategory, ProcessorNames } from '../names.js';

/** Everything a template needs. */
export interface TemplateContext extends ProcessorNames {
  description: string;
  category: ProcessorCategory;
  /** Peer range on `@sluice/core`. */
  coreRange: string;
  /** Range of `@sluice/conformance` in devDependencies. */
  kitRange: string;
  /** Range of `@sluice/core` in devDependencies. */
  coreDevRange: string;
}
