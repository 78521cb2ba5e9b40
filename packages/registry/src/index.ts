export { RegistryError, type RegistryErrorCode } from './registry-error.js';
export {
  processorManifestSchema,
  sluiceManifestSchema,
  manifestJsonSchema,
  type ProcessorManifest,
  type SluiceManifest,
} from './manifest/manifest-schema.js';
export { readManifest, coreRangeOf, repositoryUrlOf, type PackageJsonLike } from './manifest/read-manifest.js';
export { checkIntegrity, sha512Integrity } from './fetch/integrity.js';
export { RegistryClient, latestVersion, type Packument, type PackumentVersion, type RegistryClientOptions } from './fetch/registry-client.js';
export { unpackTarball } from './fetch/unpack-tarball.js';
export {
  catalogSchema,
  packageReportSchema,
  processorReportSchema,
  checkFailureSchema,
  type Catalog,
  type PackageReport,
  type ProcessorReport,
  type CheckFailure,
} from './catalog/catalog-schema.js';
export { readCatalog } from './catalog/read-catalog.js';
export { verifyTarball, type VerifyOptions } from './verify/verify-tarball.js';
export { verifyDirectory } from './verify/verify-directory.js';
export { verifyInstalled, installedIntegrity, resolveEntry } from './verify/verify-installed.js';
export { kitLocation, type KitLocation } from './verify/kit-location.js';
export { crawl, type CrawlOptions, type CrawlResult } from './crawl/crawl.js';
export { runCli, type CliOutput } from './cli/run-cli.js';
