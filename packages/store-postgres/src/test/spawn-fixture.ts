import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts `src/test/fixtures/<name>.ts` in its own Node process (through tsx). */
export function spawnFixture(name: string, args: readonly string[]): ChildProcessWithoutNullStreams {
  const file = fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'pipe' });
}

/** Resolves with the process's exit code; rejects with its stderr when it is not 0. */
export function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`fixture exited with ${String(code)}: ${stderr.slice(-2000)}`));
    });
  });
}
