import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A running static server. */
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Maps a URL path to a file under root, the way VitePress's output expects (`/a` -> `a.html`). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  const target = path.resolve(root, `.${clean}`);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Serves `root` on 127.0.0.1 (port 0 picks a free port). Unknown paths get the site's 404 page. */
export function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const notFound = path.join(root, '404.html');
  const server: Server = createServer((request, response) => {
    const file = resolveFile(root, request.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? (existsSync(notFound) ? notFound : undefined);
    response.writeHead(status, { 'content-type': contentTypes[path.extname(body ?? '.txt')] ?? 'application/octet-stream' });
    if (body) createReadStream(body).pipe(response);
    else response.end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
