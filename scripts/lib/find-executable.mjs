// Shared by the README's commands (which run before any install) and by @sluice/test-services.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The absolute path of an executable found in PATH, or undefined.
 * @param {string} name
 * @param {string} [pathValue] the PATH to search (default: this process's)
 * @returns {string | undefined}
 */
export function findExecutable(name, pathValue = process.env.PATH ?? '') {
  for (const dir of pathValue.split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

