import { existsSync } from 'node:fs';
import path from 'node:path';
import type { WorkspacePackage } from './workspace-packages.js';

function pickImport(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const conditions = value as Record<string, unknown>;
  for (const key of ['browser', 'import', 'default']) {
    const found = pickImport(conditions[key]);
    if (found && !found.endsWith('.d.ts')) return found;
  }
  return undefined;
}

/** The absolute path of the package's built ESM main entry, or undefined when it is not built. */
export function builtEntry(pkg: WorkspacePackage): string | undefined {
  const exportsField = pkg.manifest.exports;
  const main =
    typeof exportsField === 'object' && exportsField !== null && '.' in exportsField
      ? (exportsField as Record<string, unknown>)['.']
      : exportsField;
  const relative = pickImport(main) ?? (typeof pkg.manifest.module === 'string' ? pkg.manifest.module : undefined);
  if (!relative) return undefined;
  const file = path.resolve(pkg.dir, relative);
  return existsSync(file) ? file : undefined;
}
