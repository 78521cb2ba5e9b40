import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ScriptedModel } from '@sluice/conformance';
import { Agent } from '@sluice/core';
import { LibSQLStorage } from '@sluice/store-libsql';
import type { Scenario } from './scenario.js';
import { MEMORY_CALL, SECOND_ANSWER, SECOND_QUESTION } from './memory-restart-script.js';

/** Runs the first session in a Node process of its own (through tsx, packages from source) and returns what it printed. */
function runFirstSession(url: string): string {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const script = fileURLToPath(new URL('./memory-restart-session.ts', import.meta.url));
  const tsconfig = fileURLToPath(new URL('../../tsconfig.source.json', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', tsx, script, url], {
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
    timeout: 30_000,
  });
  if (child.status !== 0) throw new Error(`the first session failed: ${child.stderr}`);
  return child.stdout.trim();
}

/** Memory in a libSQL file outlives the process that wrote it: a new process and a new Agent recall the exchange. */
export const memoryRestart: Scenario<{ recalled: string[]; promptRecalled: boolean; text: string }> = {
  title: 'Memory that survives a restart: a libSQL file, written by one process, recalled by the next',
  async run(log) {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-demo-memory-'));
    try {
      const url = `file:${join(dir, 'memory.db')}`;
      log(`  process 1 answered, saved the exchange to ${url.replace(dir, '<temp dir>')} and exited: ${runFirstSession(url)}`);
      const storage = new LibSQLStorage({ url });
      const model = new ScriptedModel([{ text: SECOND_ANSWER }]);
      const agent = new Agent({ id: 'support', model, memory: { storage, lastMessages: 10 } });
      const stored = await storage.listMessages({ threadId: MEMORY_CALL.thread, resourceId: MEMORY_CALL.resource });
      const recalled = stored.map((m) => `${m.role}: ${m.content.parts.map((p) => (p.type === 'text' ? p.text : '')).join('')}`);
      log(`  process 2 opened the same file and recalls ${String(recalled.length)} messages:`);
      for (const line of recalled) log(`    ${line}`);
      const result = await agent.generate(SECOND_QUESTION, { memory: MEMORY_CALL });
      const promptRecalled = JSON.stringify(model.prompts[0]).includes('A-1001');
      log(`  the new Agent's prompt carried the earlier exchange: ${promptRecalled ? 'yes' : 'no'} -> ${result.text}`);
      await storage.close();
      return { recalled, promptRecalled, text: result.text };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
