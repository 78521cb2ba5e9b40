import type { Finding } from '../finding.js';
import type { Manifest } from '../manifest.js';
import type { PackedPackage } from '../packed-package.js';

/** What every rule may read besides the package: the repository's own single sources of truth. */
export interface RuleContext {
  /** Absolute path of the repository root. */
  readonly root: string;
  /** The root package.json: `repository`, `homepage`, `bugs` and `license` come from here. */
  readonly rootManifest: Manifest;
  /** The root LICENSE text, which every package's LICENSE must equal. */
  readonly rootLicense: string;
}

/** A hygiene rule: the findings for one packed package (none when it is clean). */
export type Rule = (pkg: PackedPackage, context: RuleContext) => Finding[] | Promise<Finding[]>;

/** Decodes a tarball file as UTF-8 text. */
export function fileText(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('utf8');
}
