import { rmSync } from 'node:fs';
import { TiedProcess } from './tied-process.js';

/** How `LocalServer.launch` waits for a server. */
export interface LaunchOptions {
  /** What the server is called in errors (`redis-server`, `postgres`). */
  name: string;
  /** Resolves true once the server answering on the port is this one. */
  answers: () => Promise<boolean>;
  /** How long to wait for it (ms). */
  timeoutMs: number;
  /** Pause between probes (ms). */
  pollMs: number;
}

/**
 * What every test server shares: a loopback port, a temp dir it owns, and one `TiedProcess` at a
 * time. `launch` starts the process and waits until it answers (failing at once when the process
 * exits), `stop` ends it, `dispose` also removes the temp dir.
 */
export abstract class LocalServer {
  /** The loopback port it listens on. */
  readonly port: number;
  /** The temp dir this server owns (removed by `dispose()`). */
  protected readonly tempDir: string;
  /** The running process, if any. */
  protected process: TiedProcess | undefined;

  protected constructor(port: number, tempDir: string) {
    this.port = port;
    this.tempDir = tempDir;
  }

  /** Whether the server process is running. */
  get running(): boolean {
    return this.process !== undefined && !this.process.exited;
  }

  /** Starts `command args` and waits until it answers; stops it and throws with its stderr when it does not. */
  protected async launch(command: string, args: readonly string[], options: LaunchOptions): Promise<void> {
    const child = TiedProcess.spawn(command, args);
    this.process = child;
    const deadline = Date.now() + options.timeoutMs;
    while (Date.now() < deadline) {
      if (await options.answers()) return;
      if (child.exited) break;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    }
    await child.stop();
    throw new Error(`${options.name} did not start on 127.0.0.1:${this.port}: ${child.stderr.trim() || 'no output'}`);
  }

  /** Runs `start` on a new `server`; on failure disposes of it (its temp dir included) and rethrows. */
  protected static async startOrDispose<S extends LocalServer>(server: S, start: () => Promise<void>): Promise<S> {
    try {
      await start();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  /** Stops the server (its temp dir stays until `dispose()`). */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    await child?.stop();
  }

  /** Stops the server and removes its temp dir. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.tempDir, { recursive: true, force: true });
  }
}
