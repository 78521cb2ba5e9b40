import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs `command` under a small `sh` guard whose standard input is a pipe from this process. When
 * this process ends in any way (a crash or SIGKILL included), the pipe closes, the guard's `read`
 * returns and it kills the server: no test can leave a server behind.
 */
export class TiedProcess {
  readonly #guard: ChildProcess;
  readonly #exited: Promise<void>;
  #stderr = '';

  private constructor(guard: ChildProcess) {
    this.#guard = guard;
    this.#exited = new Promise((resolve) => {
      guard.once('exit', () => {
        resolve();
      });
    });
    guard.stderr?.setEncoding('utf8');
    guard.stderr?.on('data', (text: string) => {
      this.#stderr = (this.#stderr + text).slice(-4000);
    });
  }

  /** Starts `command args` tied to this process's lifetime. */
  static spawn(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): TiedProcess {
    // The server runs in the background; a reader on fd 3 (our pipe) kills it on EOF; the guard
    // itself waits for the server, so it exits with it (a failed start is seen at once).
    const script = [
      'exec 3<&0',
      '"$@" 0</dev/null & server=$!',
      '{ read _unused <&3; kill -9 $server 2>/dev/null; } & reader=$!',
      'wait $server; status=$?',
      'kill $reader 2>/dev/null',
      'exit $status',
    ].join('\n');
    const guard = spawn('sh', ['-c', script, 'sh', command, ...args], {
      stdio: ['pipe', 'ignore', 'pipe'],
      env: env ?? process.env,
    });
    return new TiedProcess(guard);
  }

  /** The last 4,000 characters the server wrote to stderr, for error messages. */
  get stderr(): string {
    return this.#stderr;
  }

  /** Whether the guard (and so the server) has ended. */
  get exited(): boolean {
    return this.#guard.exitCode !== null || this.#guard.signalCode !== null;
  }

  /** Stops the server and waits until its guard has exited. */
  async stop(): Promise<void> {
    if (this.exited) return;
    this.#guard.stdin?.end();
    const killed = setTimeout(() => this.#guard.kill('SIGKILL'), 5000);
    await this.#exited;
    clearTimeout(killed);
  }
}
