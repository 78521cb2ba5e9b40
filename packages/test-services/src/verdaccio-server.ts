import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { LocalServer } from './local-server.js';

/** What `VerdaccioServer.start` accepts. */
export interface VerdaccioServerOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** How long to wait for it to answer (ms, default 30,000: Verdaccio loads slowly on a busy machine). */
  startTimeoutMs?: number;
}

/** The registry's config: local storage only, no uplinks, anyone may publish (test packages only). */
function configText(storage: string): string {
  return [
    `storage: ${JSON.stringify(storage)}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(path.join(storage, '..', 'htpasswd'))}`,
    '    max_users: -1',
    'uplinks: {}',
    'packages:',
    "  '**':",
    '    access: $all',
    '    publish: $anonymous $all',
    '    unpublish: $anonymous $all',
    'log: { type: stdout, format: json, level: warn }',
    'max_body_size: 300mb',
    '',
  ].join('\n');
}

/** Resolves true when `url`'s ping endpoint answers 200. */
async function pings(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/-/ping`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A private Verdaccio (a real npm registry) on 127.0.0.1: its own port, storage in its own temp
 * dir, no uplinks, and tied to the test process. Publish to it with `npm publish --registry <url>`
 * and the `userconfig` file it writes (a token for its host, so npm never asks to log in).
 */
export class VerdaccioServer extends LocalServer {
  readonly #startTimeoutMs: number;

  private constructor(port: number, startTimeoutMs: number) {
    super(port, mkdtempSync(path.join(tmpdir(), `sluice-verdaccio-${port}-`)));
    this.#startTimeoutMs = startTimeoutMs;
    mkdirSync(path.join(this.tempDir, 'storage'));
    writeFileSync(path.join(this.tempDir, 'config.yaml'), configText(path.join(this.tempDir, 'storage')));
    writeFileSync(this.userconfig, `//127.0.0.1:${port}/:_authToken=sluice-test-token\nregistry=${this.url}/\n`);
  }

  /** Starts a registry and waits until it answers. */
  static async start(options: VerdaccioServerOptions = {}): Promise<VerdaccioServer> {
    const port = options.port ?? (await freePort());
    const server = new VerdaccioServer(port, options.startTimeoutMs ?? 30_000);
    return LocalServer.startOrDispose(server, () => server.restart());
  }

  /** `http://127.0.0.1:<port>` (no trailing slash). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** An npm config file with a token for this registry: pass it as `npm --userconfig <file>`. */
  get userconfig(): string {
    return path.join(this.tempDir, 'npmrc');
  }

  /** Where packages are stored (inside the server's temp dir). */
  get storageDir(): string {
    return path.join(this.tempDir, 'storage');
  }

  /** Starts it (again) on the same port and storage, and waits until it answers. */
  async restart(): Promise<void> {
    if (this.running) return;
    const bin = createRequire(import.meta.url).resolve('verdaccio/bin/verdaccio');
    const args = [bin, '--config', path.join(this.tempDir, 'config.yaml'), '--listen', `127.0.0.1:${this.port}`];
    await this.launch(process.execPath, args, {
      name: 'verdaccio',
      answers: () => pings(this.url),
      timeoutMs: this.#startTimeoutMs,
      pollMs: 100,
    });
  }
}
