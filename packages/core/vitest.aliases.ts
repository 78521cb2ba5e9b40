import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/conformance/src, from this file's real place (not from a Stryker sandbox copy). */
const KIT_SOURCE = fileURLToPath(new URL('../conformance/src/', import.meta.url));

/**
 * The module aliases of core's tests. They use the kit's scripted model from its source
 * (`#kit/...`), and the kit's own `@sluice/core` import must be the core under test, so that there
 * is one core: `coreDir` is that core's folder (Stryker's sandbox copy in a mutation run).
 */
export function coreTestAliases(coreDir: string): { find: RegExp; replacement: string }[] {
  return [
    { find: /^@sluice\/core$/, replacement: join(coreDir, 'src', 'index.ts') },
    { find: /^#kit\/(.*)$/, replacement: `${KIT_SOURCE}$1` },
  ];
}
