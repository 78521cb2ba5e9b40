import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/** Resolves true when nothing accepts a connection on 127.0.0.1:`port`. */
export function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => {
      resolve(true);
    });
  });
}

/**
 * Runs a fixture (a test process that starts a server, prints `<port> [extra...]` and hangs),
 * checks the server answers, kills the fixture with SIGKILL, and waits up to 5 s for the port to
 * refuse connections. Returns whether it did, and the fixture's printed words.
 */
export async function killFixtureAndWait(fixture: string): Promise<{ gone: boolean; answeredBefore: boolean; words: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  const words = await new Promise<string[]>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line: string) => {
      resolve(line.trim().split(' '));
    });
    child.once('exit', (code) => {
      reject(new Error(`fixture exited early with ${String(code)}`));
    });
  });
  const port = Number(words[0]);
  const answeredBefore = !(await refuses(port));
  child.kill('SIGKILL');
  let gone = false;
  for (let attempt = 0; attempt < 100 && !gone; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone = await refuses(port);
  }
  return { gone, answeredBefore, words };
}
