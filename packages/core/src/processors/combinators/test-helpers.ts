import { MessageList } from '../../messages/message-list.js';
import type { ProcessInputArgs, ProcessInputResult } from '../hooks/process-input.js';
import type { Processor } from '../processor.js';

/** A promise with its resolve/reject exposed, for controlled delays in tests. @internal */
export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Creates a `Deferred`. @internal */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. @internal */
export async function flushMicrotasks(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** A list holding one user message. @internal */
export function listWith(text = 'hi'): MessageList {
  return new MessageList().add([text], 'input');
}

/**
 * A read-only input guard whose `processInput` records its start, then waits for `gate` and runs
 * `then` (abort, report, throw, return something).
 * @internal
 */
export function gatedGuard(
  id: string,
  gate: Promise<void>,
  then: (args: ProcessInputArgs) => unknown = () => undefined,
  log: string[] = [],
): Processor & { signal: AbortSignal | undefined } {
  const guard = {
    id,
    readOnly: true as const,
    signal: undefined as AbortSignal | undefined,
    async processInput(args: ProcessInputArgs): Promise<ProcessInputResult> {
      log.push(`start ${id}`);
      guard.signal = args.abortSignal;
      await gate;
      log.push(`end ${id}`);
      return (await then(args)) as ProcessInputResult;
    },
  };
  return guard;
}
