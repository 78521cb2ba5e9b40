import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A fixture process: its first stdout line, and everything it printed once it exits. */
export interface FixtureProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first line the fixture prints (its "ready" signal). */
  firstLine: Promise<string>;
  /** Resolves with its whole stdout when it exits 0; rejects with its stderr otherwise. */
  output: Promise<string>;
}

/** Starts `fixtures/<name>.ts` in its own Node process (through tsx). */
export function startFixture(name: string, args: readonly string[]): FixtureProcess {
  const file = fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  let announce: (line: string) => void = () => undefined;
  const firstLine = new Promise<string>((resolve) => (announce = resolve));
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
    const end = stdout.indexOf('\n');
    if (end >= 0) announce(stdout.slice(0, end));
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const output = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`fixture ${name} exited with ${String(code)}: ${stderr.slice(-2000)}`));
    });
  });
  return { child, firstLine, output };
}
