import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { killFixtureAndWait } from './test/kill-fixture.js';
import { TiedProcess } from './tied-process.js';

const fixture = fileURLToPath(new URL('./fixtures/start-and-hang.ts', import.meta.url));

it('a test process killed with SIGKILL leaves no redis-server behind', async () => {
  const { answeredBefore, gone, words } = await killFixtureAndWait(fixture);
  expect(answeredBefore).toBe(true);
  expect(gone).toBe(true);
  // the killed process could not remove its temp dir: do it here
  rmSync(words[1] ?? '', { recursive: true, force: true });
});

it('stop() ends the command and reports it exited', async () => {
  const sleeper = TiedProcess.spawn('sleep', ['60']);
  expect(sleeper.exited).toBe(false);
  await sleeper.stop();
  expect(sleeper.exited).toBe(true);
});
