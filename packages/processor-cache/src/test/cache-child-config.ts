/** What a cache child process (fixtures/cache-child.ts) is told to do. */
export interface CacheChildConfig {
  /** Redis URL (one server) … */
  url?: string;
  /** … or Redis Cluster startup nodes. */
  clusterNodes?: { host: string; port: number }[];
  namespace: string;
  leaseTtl?: number;
  /** Identical generate() calls the child runs at once. */
  requests: number;
  prompt: string;
  answer: string;
  /** The scripted model's delay per stream part (ms): how long a provider call takes. */
  delayMs: number;
}
