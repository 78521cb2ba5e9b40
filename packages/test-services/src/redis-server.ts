import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findExecutable } from './find-executable.js';
import { freePort } from './free-port.js';
import { MissingServiceError } from './missing-service-error.js';
import { TiedProcess } from './tied-process.js';

/** What `RedisServer.start` accepts. */
export interface RedisServerOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** How long to wait for it to answer (ms, default 10,000). */
  startTimeoutMs?: number;
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
export class RedisServer {
  /** The loopback port it listens on. */
  readonly port: number;
  readonly #executable: string;
  readonly #dir: string;
  readonly #startTimeoutMs: number;
  #process: TiedProcess | undefined;

  private constructor(executable: string, port: number, startTimeoutMs: number) {
    this.#executable = executable;
    this.port = port;
    this.#startTimeoutMs = startTimeoutMs;
    this.#dir = mkdtempSync(path.join(tmpdir(), `sluice-redis-${port}-`));
  }

  /**
   * Starts a server and waits until it answers (its own data dir, not another server's).
   * @throws MissingServiceError when `redis-server` is not installed.
   */
  static async start(options: RedisServerOptions = {}): Promise<RedisServer> {
    const executable = findExecutable('redis-server');
    if (executable === undefined) throw new MissingServiceError('redis-server', 'apt-get install -y redis-server');
    const server = new RedisServer(executable, options.port ?? (await freePort()), options.startTimeoutMs ?? 10_000);
    try {
      await server.restart();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  /** `redis://127.0.0.1:<port>`. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The server's own temp data dir (removed by `dispose()`). */
  get dataDir(): string {
    return this.#dir;
  }

  /** Whether the server process is running. */
  get running(): boolean {
    return this.#process !== undefined && !this.#process.exited;
  }

  /** Starts it (again) on the same port and data dir, and waits until it answers. */
  async restart(): Promise<void> {
    if (this.running) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.#dir, '--save', '', '--appendonly', 'no'];
    const child = TiedProcess.spawn(this.#executable, args);
    this.#process = child;
    const deadline = Date.now() + this.#startTimeoutMs;
    while (Date.now() < deadline) {
      if (await answersFromDir(this.port, this.#dir)) return;
      if (child.exited) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await child.stop();
    throw new Error(`redis-server did not start on 127.0.0.1:${this.port}: ${child.stderr.trim() || 'no output'}`);
  }

  /** Stops the server (its data dir stays until `dispose()`). */
  async stop(): Promise<void> {
    const child = this.#process;
    this.#process = undefined;
    await child?.stop();
  }

  /** Stops the server and removes its data dir. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
