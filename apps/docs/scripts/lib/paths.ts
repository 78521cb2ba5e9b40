import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of apps/docs. */
export const docsRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of the monorepo root. */
export const repoRoot = path.resolve(docsRoot, '../..');

/** Where generated data and modules go (git-ignored). */
export const generatedDir = path.join(docsRoot, '.vitepress/generated');

/** The reviewed list of third-party packages; overridable for tests with SLUICE_THIRD_PARTY. */
export function thirdPartyFile(): string {
  return process.env.SLUICE_THIRD_PARTY ?? path.join(docsRoot, 'catalog/third-party.json');
}
