import { InMemoryStorage, type MemoryStorage } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { storageCheckGroups, storageSuite } from './storage-suite.js';

storageSuite({ describe, it, name: 'InMemoryStorage', create: () => new InMemoryStorage() });

/** Broken stores, each breaking one rule: the named checks must fail on them. */
class LeakyStorage extends InMemoryStorage {
  // Answers any resource: mixes memories across users.
  override listMessages(options: Parameters<MemoryStorage['listMessages']>[0]) {
    const { resourceId: _ignored, ...rest } = options;
    return super.listMessages(rest);
  }
}
class HalfRunStorage extends InMemoryStorage {
  // Saves messages one by one, so a failure in the middle leaves a partial run.
  override async saveRun(run: Parameters<NonNullable<MemoryStorage['saveRun']>>[0]) {
    await this.saveThread(run.thread);
    for (const message of run.messages) await this.saveMessages([{ ...structuredClone(message), threadId: run.thread.id }]);
  }
}
class UnorderedStorage extends InMemoryStorage {
  override async listMessages(options: Parameters<MemoryStorage['listMessages']>[0]) {
    return (await super.listMessages(options)).reverse();
  }
}

async function failures(store: () => MemoryStorage): Promise<string[]> {
  const failed: string[] = [];
  for (const group of storageCheckGroups) {
    for (const check of group.checks) {
      const instance = store();
      try {
        await check.run(instance, (message) => {
          throw new Error(message);
        });
      } catch {
        failed.push(check.title);
      } finally {
        await instance.close?.();
      }
    }
  }
  return failed;
}

describe('storageSuite catches broken stores', () => {
  it('a store that answers another resource fails the reading isolation check', async () => {
    expect(await failures(() => new LeakyStorage())).toEqual([expect.stringMatching(/^reading a thread under another resource/)]);
  });

  it('a store that saves runs message by message fails both atomic-run checks', async () => {
    const failed = await failures(() => new HalfRunStorage());
    expect(failed).toEqual(
      expect.arrayContaining([expect.stringMatching(/^a run that cannot be saved whole/), expect.stringMatching(/^a failed run on an existing thread/)]),
    );
  });

  it('a store that lists newest first fails the order checks', async () => {
    const failed = await failures(() => new UnorderedStorage());
    expect(failed).toContain('messages come back oldest first by createdAt, whatever order they were saved in');
    expect(failed.some((title) => title.startsWith('limit returns the last N'))).toBe(true);
  });
});
