/**
 * Runs `task` for every item, at most `limit` at once (`Infinity`: all at once), starting them in
 * order, and resolves when every task has settled. Tasks are expected not to reject (they record
 * their own failures); a rejection is rethrown after every task settled.
 */
export async function runWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  const workers = Array.from({ length: Math.min(limit, items.length) }, () => worker());
  const results = await Promise.allSettled(workers);
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected !== undefined) throw rejected.reason;
}
