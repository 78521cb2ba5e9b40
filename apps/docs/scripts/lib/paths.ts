import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of apps/docs. */
export const docsRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of the monorepo root. */
export const repoRoot = path.resolve(docsRoot, '../..');

/** Where generated data and modules go (git-ignored). */
export const generatedDir = path.join(docsRoot, '.vitepress/generated');
