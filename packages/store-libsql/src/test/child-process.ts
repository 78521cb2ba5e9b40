import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts `script` (a TypeScript file next to this one) in a new Node process through tsx; its stdin is a pipe. */
export function startChild(script: string, args: string[]): ChildProcess {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', path, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves when the child exits 0; rejects with its stderr otherwise. */
export function exited(child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`child exited with ${String(code ?? signal)}: ${stderr}`));
    });
  });
}

/** Resolves when the child has printed `line` on stdout. */
export function printed(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(line)) resolve();
    });
    child.on('exit', () => {
      reject(new Error(`child exited before printing ${line}`));
    });
  });
}

/**
 * Runs `script` once per argument list, all at the same moment: each child prints `ready` once set
 * up and waits for `go` on stdin, sent when every child is ready, however long each took to start.
 * Resolves when all exited 0.
 */
export async function runTogether(script: string, argLists: readonly string[][]): Promise<void> {
  const children = argLists.map((args) => startChild(script, args));
  const done = Promise.all(children.map((child) => exited(child)));
  await Promise.all(children.map((child) => printed(child, 'ready')));
  for (const child of children) child.stdin?.end('go\n');
  await done;
}
