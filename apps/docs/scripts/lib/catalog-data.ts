import type { BuildNotice } from './build-report.js';
import type { ProcessorEntry } from './catalog-schema.js';
import type { ConformanceSummary } from './conformance-report.js';
import type { JsonSchema } from './json-schema.js';
import type { QualitySummary } from './quality-report.js';

/** One processor as the catalog pages and the playground see it. */
export interface CatalogProcessor extends ProcessorEntry {
  source: 'workspace' | 'third-party';
  packageName: string;
  version?: string;
  description: string;
  /** Site path of its page. */
  link: string;
  coreRange?: string;
  conformance: ConformanceSummary;
  /** Set when the report's checks cannot be told apart per processor: what they cover. */
  conformanceScope?: string;
  quality?: QualitySummary;
  optionsSchema?: JsonSchema;
  /** Export name of the class the playground constructs (workspace packages only). */
  className?: string;
  repository?: string;
  /** When the registry's verifier verified this version (the crawl for third-party, the docs build for built-ins). */
  verifiedAt?: string;
  /** The `@sluice/core` version the verifier's kit ran on. */
  coreVersion?: string;
  /** Why the package is not verified, in the verifier's words. */
  verdictReason?: string;
  /** Built-ins: the package's own conformance run (`conformance.json`), beside the verifier's verdict. */
  packageSuite?: ConformanceSummary;
}

/** One workspace package that declares a `"sluice"` entry. */
export interface CatalogPackage {
  name: string;
  version: string;
  relativeDir: string;
  description: string;
  processorIds: string[];
  conformance: ConformanceSummary;
  built: boolean;
  /** Why the package contributes no processor page, when it does not. */
  note?: string;
}

/** Everything the catalog index, the processor pages and the playground read. */
export interface CatalogData {
  processors: CatalogProcessor[];
  packages: CatalogPackage[];
  notices: BuildNotice[];
}
