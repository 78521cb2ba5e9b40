import type { MemoryStorage } from '@sluice/core';
import { lifecycleChecks } from './checks/lifecycle-checks.js';
import { messageChecks } from './checks/message-checks.js';
import { resourceChecks } from './checks/resource-checks.js';
import { runChecks } from './checks/run-checks.js';
import { threadChecks } from './checks/thread-checks.js';
import { failure, type StorageCheck } from './storage-check.js';
import type { StorageSuiteOptions, StorageSupports } from './storage-suite-options.js';

const defaults: Required<StorageSupports> = { atomicRuns: true, concurrentWriters: true, largeMessages: true };

/** Every check, grouped as the suite registers them. */
export const storageCheckGroups: readonly { name: string; checks: readonly StorageCheck[] }[] = [
  { name: 'messages', checks: messageChecks },
  { name: 'threads', checks: threadChecks },
  { name: 'resources', checks: resourceChecks },
  { name: 'runs', checks: runChecks },
  { name: 'lifecycle', checks: lifecycleChecks },
];

/** Why `check` does not apply to `store`, or undefined when it does. */
function skipReason(check: StorageCheck, supports: Required<StorageSupports>, store: MemoryStorage): string | undefined {
  if (check.needs !== undefined && !supports[check.needs]) return `does not declare supports.${check.needs}`;
  if (check.needsSaveRun === true && store.saveRun === undefined) return 'has no saveRun';
  return undefined;
}

/**
 * Registers the storage conformance checks for one `MemoryStorage` implementation: upserts,
 * order with a stable tie-break, `limit`, deletion, threads, resource isolation, exact round trips
 * of every part type, dates, unicode and 1 MB messages, concurrent writers, atomic runs and
 * `close()`. Each check gets a fresh store from `create` and disposes of it afterwards. A check the
 * store's declared `supports` rules out is reported as skipped, with the reason.
 *
 * @example
 * storageSuite({ describe, it, name: 'InMemoryStorage', create: () => new InMemoryStorage() });
 */
export function storageSuite<S extends MemoryStorage>(options: StorageSuiteOptions<S>): void {
  const supports = { ...defaults, ...options.supports };
  const timeout = options.timeoutMs ?? 30_000;
  const destroy = options.destroy ?? ((store: S) => store.close?.());
  options.describe(`storage conformance: ${options.name ?? 'storage'}`, () => {
    for (const group of storageCheckGroups) {
      options.describe(group.name, () => {
        for (const check of group.checks) {
          const capability = check.needs !== undefined && !supports[check.needs] ? `does not declare supports.${check.needs}` : undefined;
          if (capability !== undefined) {
            const title = `${check.title} (skipped: ${capability})`;
            (options.it.skip ?? options.it)(title, () => undefined);
            continue;
          }
          options.it(
            check.title,
            async (context?: unknown) => {
              const store = await options.create();
              try {
                const reason = skipReason(check, supports, store);
                if (reason !== undefined) {
                  (context as { skip?: (note?: string) => void } | undefined)?.skip?.(reason);
                  return;
                }
                await check.run(store, (message) => failure(check.title, message));
              } finally {
                await destroy(store);
              }
            },
            timeout,
          );
        }
      });
    }
  });
}
