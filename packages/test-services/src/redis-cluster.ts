import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findExecutable } from './find-executable.js';
import { freePort } from './free-port.js';
import { MissingServiceError } from './missing-service-error.js';
import { RedisServer } from './redis-server.js';

const run = promisify(execFile);

/** What `startRedisCluster` accepts. */
export interface RedisClusterOptions {
  /** Number of master nodes (no replicas); Redis needs at least 3. @default 3 */
  masters?: number;
  /** How long to wait for `cluster_state:ok` (ms). @default 20,000 */
  startTimeoutMs?: number;
}

/**
 * A private Redis Cluster on 127.0.0.1: `masters` `redis-server` processes with `cluster-enabled
 * yes`, each on its own free port (and free cluster-bus port) with its own temp dir, joined by
 * `redis-cli --cluster create`. `dispose()` stops every node and removes their dirs.
 */
export class RedisCluster {
  /** The nodes, in the order they were created (each owns a third of the slots with 3 masters). */
  readonly nodes: readonly RedisServer[];

  private constructor(nodes: readonly RedisServer[]) {
    this.nodes = nodes;
  }

  /**
   * Starts the nodes, creates the cluster and waits until every node reports `cluster_state:ok`.
   * @throws MissingServiceError when `redis-server` or `redis-cli` is not installed.
   */
  static async start(options: RedisClusterOptions = {}): Promise<RedisCluster> {
    const masters = options.masters ?? 3;
    if (!Number.isInteger(masters) || masters < 3) throw new RangeError('startRedisCluster: masters must be an integer >= 3');
    const cli = findExecutable('redis-cli');
    if (cli === undefined) throw new MissingServiceError('redis-cli', 'apt-get install -y redis-tools');
    const nodes: RedisServer[] = [];
    const cluster = new RedisCluster(nodes);
    try {
      for (let i = 0; i < masters; i++) {
        const busPort = await freePort();
        const extraArgs = ['--cluster-enabled', 'yes', '--cluster-port', String(busPort), '--cluster-node-timeout', '2000'];
        nodes.push(await RedisServer.start({ extraArgs }));
      }
      const addresses = nodes.map((node) => `127.0.0.1:${node.port}`);
      await run(cli, ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], { timeout: 20_000 });
      await cluster.#waitUntilOk(cli, options.startTimeoutMs ?? 20_000);
    } catch (error) {
      await cluster.dispose();
      throw error;
    }
    return cluster;
  }

  /** Startup nodes for a cluster client: `[{ host: '127.0.0.1', port }, …]`. */
  get startupNodes(): { host: string; port: number }[] {
    return this.nodes.map((node) => ({ host: '127.0.0.1', port: node.port }));
  }

  /** Stops every node and removes their temp dirs. */
  async dispose(): Promise<void> {
    await Promise.all(this.nodes.map((node) => node.dispose()));
  }

  async #waitUntilOk(cli: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await Promise.all(
        this.nodes.map(async (node) => (await run(cli, ['-p', String(node.port), 'cluster', 'info'])).stdout),
      );
      if (states.every((info) => info.includes('cluster_state:ok'))) return;
      if (Date.now() > deadline) throw new Error(`redis cluster did not reach cluster_state:ok in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Starts a private Redis Cluster (see `RedisCluster`); `await cluster.dispose()` when done. */
export function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  return RedisCluster.start(options);
}
