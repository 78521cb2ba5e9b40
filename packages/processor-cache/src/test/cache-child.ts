import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CacheChildConfig } from './cache-child-config.js';

/** What a cache child reported when it finished. */
export interface CacheChildReport {
  /** Provider calls the child made. */
  calls: number;
  /** The distinct answers its runs got. */
  texts: string[];
}

/** A cache child process (fixtures/cache-child.ts) and the lines it printed. */
export class CacheChild {
  readonly process: ChildProcessWithoutNullStreams;
  readonly #lines: string[] = [];
  readonly #waiters: { line: (text: string) => boolean; resolve: (text: string) => void }[] = [];
  #stderr = '';
  readonly #exit: Promise<number | null>;

  constructor(config: CacheChildConfig) {
    const file = fileURLToPath(new URL('./fixtures/cache-child.ts', import.meta.url));
    this.process = spawn(process.execPath, ['--import', 'tsx', file, JSON.stringify(config)], { stdio: 'pipe' });
    let buffered = '';
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (text: string) => {
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) this.#received(line);
    });
    this.process.stderr.setEncoding('utf8');
    this.process.stderr.on('data', (text: string) => {
      this.#stderr = (this.#stderr + text).slice(-4000);
    });
    this.#exit = new Promise((resolve) => this.process.once('exit', (code) => { resolve(code); }));
  }

  /** Resolves with the first printed line that `matches` (already printed or to come). */
  printed(matches: string | ((line: string) => boolean)): Promise<string> {
    const line = typeof matches === 'string' ? (text: string) => text === matches : matches;
    const seen = this.#lines.find(line);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      this.#waiters.push({ line, resolve });
      void this.#exit.then((code) => {
        reject(new Error(`cache child exited (${String(code)}) before printing the expected line: ${this.#stderr}`));
      });
    });
  }

  /** Lets it start its requests. */
  go(): void {
    this.process.stdin.write('go\n');
  }

  /** Its final report (the JSON line), once it exits. */
  async report(): Promise<CacheChildReport> {
    const line = await this.printed((text) => text.startsWith('{'));
    return JSON.parse(line) as CacheChildReport;
  }

  /** Kills it at once (SIGKILL) and waits for it to be gone. */
  async kill(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill('SIGKILL');
    await this.#exit;
  }

  #received(line: string): void {
    this.#lines.push(line);
    for (const waiter of this.#waiters.splice(0)) {
      if (waiter.line(line)) waiter.resolve(line);
      else this.#waiters.push(waiter);
    }
  }
}
