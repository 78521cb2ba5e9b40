import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The absolute path of `name` found in `PATH` (or `pathValue`), or `undefined`. */
export function findExecutable(name: string, pathValue: string = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathValue.split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
