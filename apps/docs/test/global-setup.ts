import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { docsRoot } from '../scripts/lib/paths.js';
import { startStaticServer } from '../scripts/lib/static-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the built site served on 127.0.0.1, or '' when the site is not built. */
    baseUrl: string;
  }
}

/** Serves the built site once for every browser test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.join(docsRoot, '.vitepress/dist');
  if (!existsSync(path.join(root, 'index.html'))) {
    project.provide('baseUrl', '');
    return () => Promise.resolve();
  }
  const server = await startStaticServer(root);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
