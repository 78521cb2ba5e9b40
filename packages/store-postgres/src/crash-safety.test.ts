import { expect, inject, it } from 'vitest';
import { PostgresStorage } from './postgres-storage.js';
import { crashText, MESSAGES_PER_RUN } from './test/crash-run.js';
import { freshSchema } from './test/fresh-schema.js';
import { spawnFixture } from './test/spawn-fixture.js';

/** Starts the saver, waits until `committed` runs are reported, kills it with SIGKILL after a random delay. */
async function killMidSave(url: string, schema: string, committed: number): Promise<number> {
  const child = spawnFixture('save-runs-forever', [url, schema]);
  let lastReported = -1;
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      for (const line of text.split('\n')) if (line !== '') lastReported = Number(line);
      if (lastReported + 1 >= committed) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`saver exited early with ${String(code)}`));
    });
  });
  // a random moment: most often in the middle of a saveRun's transaction
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
  return lastReported;
}

it('a process killed with SIGKILL while saving runs leaves each run whole or absent, never partial', async () => {
  const url = inject('postgresUrl');
  const schema = freshSchema();
  const reported: number[] = [];
  for (let round = 0; round < 3; round++) reported.push(await killMidSave(url, schema, 3 * (round + 1)));

  const storage = new PostgresStorage({ connectionString: url }, { schema });
  try {
    const messages = await storage.listMessages({ threadId: 'crash' });
    const byRun = new Map<string, string[]>();
    for (const message of messages) {
      const [run = ''] = message.id.split('-');
      byRun.set(run, [...(byRun.get(run) ?? []), message.id]);
      const index = Number(message.id.split('-m')[1]);
      const part = message.content.parts[0];
      // no partial message: the whole 256 KB text is there
      expect(part?.type === 'text' && part.text === crashText(Number(run.slice(1)), index)).toBe(true);
    }
    for (const [run, ids] of byRun) expect({ run, count: ids.length }).toEqual({ run, count: MESSAGES_PER_RUN });
    // every run reported as committed before a kill is stored
    for (const last of reported) {
      for (let run = 0; run <= last; run++) expect(byRun.has(`r${String(run)}`)).toBe(true);
    }
  } finally {
    await storage.close();
  }
}, 120_000);
