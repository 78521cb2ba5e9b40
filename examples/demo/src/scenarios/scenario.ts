/** Where a scenario writes its readable trace (the console in `pnpm demo`, an array in tests). */
export type Log = (line: string) => void;

/** One runnable part of the demo. */
export interface Scenario<TResult> {
  title: string;
  run(log: Log): Promise<TResult>;
}
