import { duplicateForSubscriber, type RedisClient } from './redis-client.js';
import { RedisCommandRunner } from './redis-command-runner.js';

type Listener = (message: string) => void;

interface Subscription {
  listeners: Set<Listener>;
  /** Resolves once Redis confirmed the subscription. */
  ready: Promise<unknown>;
}

/**
 * Pub/sub for the single-flight waiters of one store: one subscriber connection (a duplicate of the
 * store's client, created at the first wait and closed by `close()`), one Redis subscription per
 * channel however many waiters listen on it.
 */
export class RedisChannels {
  readonly #client: RedisClient;
  readonly #timeout: number;
  /** True when the store created the client (the duplicate inherits its fail-fast tuning). */
  readonly #owned: boolean;
  readonly #subscriptions = new Map<string, Subscription>();
  #subscriber: { client: RedisClient; runner: RedisCommandRunner } | undefined;

  constructor(client: RedisClient, timeout: number, owned = true) {
    this.#client = client;
    this.#timeout = timeout;
    this.#owned = owned;
  }

  /**
   * Calls `listener` with each message on `channel` from the moment this resolves; returns the
   * function that stops listening.
   * @throws CacheStoreError when Redis does not confirm the subscription within the timeout.
   */
  async listen(channel: string, listener: Listener): Promise<() => void> {
    const { client, runner } = this.#connection();
    let subscription = this.#subscriptions.get(channel);
    if (subscription === undefined) {
      subscription = { listeners: new Set(), ready: runner.run('wait', () => client.subscribe(channel)) };
      this.#subscriptions.set(channel, subscription);
    }
    const current = subscription;
    current.listeners.add(listener);
    const stop = () => {
      if (!current.listeners.delete(listener) || current.listeners.size > 0) return;
      if (this.#subscriptions.get(channel) === current) this.#subscriptions.delete(channel);
      client.unsubscribe(channel).catch(() => undefined);
    };
    try {
      await current.ready;
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** Closes the subscriber connection, if one was opened. */
  close(): void {
    this.#subscriptions.clear();
    this.#subscriber?.client.disconnect();
    this.#subscriber = undefined;
  }

  #connection(): { client: RedisClient; runner: RedisCommandRunner } {
    if (this.#subscriber !== undefined) return this.#subscriber;
    const client = duplicateForSubscriber(this.#client, this.#owned);
    client.on('message', (channel: string, message: string) => {
      for (const listener of this.#subscriptions.get(channel)?.listeners ?? []) listener(message);
    });
    // A lost connection wakes every waiter at once: its next check fails fast and it falls back.
    client.on('close', () => {
      for (const subscription of this.#subscriptions.values()) {
        for (const listener of subscription.listeners) listener('closed');
      }
    });
    this.#subscriber = { client, runner: new RedisCommandRunner(client, this.#timeout) };
    return this.#subscriber;
  }
}
