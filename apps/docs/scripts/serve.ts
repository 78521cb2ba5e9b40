import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsRoot } from './lib/paths.js';
import { startStaticServer } from './lib/static-server.js';

// `pnpm start`: serves the built site (apps/docs/.vitepress/dist) on 127.0.0.1.
const root = path.join(docsRoot, '.vitepress/dist');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('The site is not built: run `pnpm docs:build` first.');
  process.exit(1);
}
const server = await startStaticServer(root, Number(process.env.PORT ?? 4173));
console.log(`Sluice docs: ${server.url}/`);
