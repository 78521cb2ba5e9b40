import { RegistryError } from '../registry-error.js';
import { sluiceManifestSchema, type SluiceManifest } from './manifest-schema.js';

/** The package.json fields the registry reads. */
export interface PackageJsonLike {
  name?: unknown;
  version?: unknown;
  keywords?: unknown;
  peerDependencies?: unknown;
  repository?: unknown;
  sluice?: unknown;
}

/**
 * Reads and validates a package's `"sluice"` manifest.
 * @throws RegistryError `MANIFEST_MISSING` when there is none, `MANIFEST_INVALID` (every issue
 * listed with its path) when it does not match the schema.
 */
export function readManifest(packageJson: PackageJsonLike): SluiceManifest {
  if (packageJson.sluice === undefined) {
    throw new RegistryError('MANIFEST_MISSING', 'package.json has no "sluice" entry: declare each processor with its export and example options (see @sluice/registry/manifest.schema.json)');
  }
  const parsed = sluiceManifestSchema.safeParse(packageJson.sluice);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `sluice.${issue.path.join('.')}: ${issue.message}`);
    throw new RegistryError('MANIFEST_INVALID', `invalid "sluice" manifest: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** The package's `@sluice/core` peer range, or `undefined` when it declares none. */
export function coreRangeOf(packageJson: PackageJsonLike): string | undefined {
  const peers = packageJson.peerDependencies;
  if (typeof peers !== 'object' || peers === null) return undefined;
  const range = (peers as Record<string, unknown>)['@sluice/core'];
  return typeof range === 'string' ? range : undefined;
}

/** The repository URL a package.json names, normalized to https when it can be. */
export function repositoryUrlOf(packageJson: PackageJsonLike): string | undefined {
  const repository = packageJson.repository;
  const raw = typeof repository === 'string' ? repository : typeof repository === 'object' && repository !== null ? (repository as { url?: unknown }).url : undefined;
  if (typeof raw !== 'string') return undefined;
  const url = raw.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:\/\//, 'https://');
  return /^https:\/\//.test(url) ? url : undefined;
}
