import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findExecutable } from './find-executable.js';
import { freePort } from './free-port.js';
import { MissingServiceError } from './missing-service-error.js';
import { LocalServer } from './local-server.js';

/** What `RedisServer.start` accepts. */
export interface RedisServerOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** How long to wait for it to answer (ms, default 10,000). */
  startTimeoutMs?: number;
  /** More `redis-server` arguments, e.g. `['--cluster-enabled', 'yes']`. */
  extraArgs?: readonly string[];
}

/**
 * Asks the server on `port` for its data dir; resolves true when it is `dir`, so a readiness check
 * is never fooled by another server already listening on that port.
 */
function answersFromDir(port: number, dir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => {
      done(false);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.once('connect', () => socket.write('CONFIG GET dir\r\n'));
    socket.on('data', (data) => {
      reply += data.toString('utf8');
      // *2 $3 dir $<n> <path>: five CRLF-terminated lines.
      const lines = reply.split('\r\n');
      if (reply.startsWith('-')) done(false);
      else if (lines.length > 5) done(lines[4] === dir);
    });
  });
}

/**
 * A private `redis-server` on 127.0.0.1: its own port, its own temp data dir, no persistence,
 * and tied to the test process so it never outlives it. `stop()` then `restart()` simulate an
 * outage on the same port.
 */
export class RedisServer extends LocalServer {
  readonly #executable: string;
  readonly #startTimeoutMs: number;
  readonly #extraArgs: readonly string[];

  private constructor(executable: string, port: number, startTimeoutMs: number, extraArgs: readonly string[]) {
    super(port, mkdtempSync(path.join(tmpdir(), `sluice-redis-${port}-`)));
    this.#executable = executable;
    this.#startTimeoutMs = startTimeoutMs;
    this.#extraArgs = extraArgs;
  }

  /**
   * Starts a server and waits until it answers (its own data dir, not another server's).
   * @throws MissingServiceError when `redis-server` is not installed.
   */
  static async start(options: RedisServerOptions = {}): Promise<RedisServer> {
    const executable = findExecutable('redis-server');
    if (executable === undefined) throw new MissingServiceError('redis-server', 'apt-get install -y redis-server');
    const port = options.port ?? (await freePort());
    const server = new RedisServer(executable, port, options.startTimeoutMs ?? 10_000, options.extraArgs ?? []);
    return LocalServer.startOrDispose(server, () => server.restart());
  }

  /** `redis://127.0.0.1:<port>`. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The server's own temp data dir (removed by `dispose()`). */
  get dataDir(): string {
    return this.tempDir;
  }

  /** Starts it (again) on the same port and data dir, and waits until it answers. */
  async restart(): Promise<void> {
    if (this.running) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.tempDir, '--save', '', '--appendonly', 'no', ...this.#extraArgs];
    await this.launch(this.#executable, args, {
      name: 'redis-server',
      answers: () => answersFromDir(this.port, this.tempDir),
      timeoutMs: this.#startTimeoutMs,
      pollMs: 25,
    });
  }
}
