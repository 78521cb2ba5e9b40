import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `fixtures/<name>.ts` in its own Node process (through tsx); resolves with its stdout. */
export function runFixture(name: string, args: readonly string[]): Promise<string> {
  const file = fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`fixture ${name} exited with ${String(code)}: ${stderr.slice(-2000)}`));
    });
  });
}
