import { spawn } from 'node:child_process';

/** How a command ended. */
export interface CommandOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** The last 8,000 characters of stderr. */
  stderr: string;
  timedOut: boolean;
}

/** What `runCommand` accepts. */
export interface RunCommandOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Called with each complete stdout line as it arrives. */
  onLine?: (line: string) => void;
}

/**
 * Runs `command args` in its own process group and kills the whole group (grandchildren included)
 * at the deadline, so a package's code can never outlive its verification.
 */
export function runCommand(command: string, args: readonly string[], options: RunCommandOptions): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pending = '';
    let stderr = '';
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (stdout.length < 4_000_000) stdout += text;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-8000);
    });
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      killGroup();
      if (pending !== '') options.onLine?.(pending);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}
