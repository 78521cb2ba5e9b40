import { createClient, type Client } from '@libsql/client';
import { LibSQLStorageError } from './libsql-storage-error.js';

/** Where the database is, and how to reach it. */
export interface LibSQLConnection {
  /** `file:<path>` (embedded), `:memory:`, or a libSQL / sqld server URL (`libsql:`, `http(s):`, `ws(s):`). */
  url: string;
  /** The server's auth token (never put it in the URL: it would show up in logs). */
  authToken?: string;
}

/** How long to wait before giving up. */
export interface OpenTimeouts {
  busyTimeoutMs: number;
  requestTimeoutMs: number;
}

/** True for an embedded database (a file or memory), false for a server. */
export function isEmbedded(url: string): boolean {
  return url === ':memory:' || url.startsWith('file:');
}

/** True for a database that lives in this process's memory (a single connection). */
export function isInMemory(url: string): boolean {
  return url === ':memory:' || url.startsWith('file::memory:');
}

/** The URL without query string or credentials, for error messages. */
export function describeUrl(url: string): string {
  return url.replace(/\?.*$/, '').replace(/\/\/[^@/]*@/, '//');
}

/**
 * Opens the client: embedded files in WAL mode with a busy timeout (another process holding the
 * write lock is waited for, not failed); servers with a per-request timeout (a server that stops
 * answering fails the call instead of hanging it).
 * @throws LibSQLStorageError `OPEN_FAILED` when the database cannot be opened or reached.
 */
export async function openClient(connection: LibSQLConnection, timeouts: OpenTimeouts): Promise<Client> {
  let client: Client;
  try {
    client = createClient({
      url: connection.url,
      ...(connection.authToken === undefined ? {} : { authToken: connection.authToken }),
      timeout: timeouts.busyTimeoutMs,
      ...(isEmbedded(connection.url) ? {} : { fetch: fetchWithTimeout(timeouts.requestTimeoutMs) }),
    });
  } catch (error) {
    throw new LibSQLStorageError('OPEN_FAILED', `LibSQLStorage could not open ${describeUrl(connection.url)} (see cause).`, error);
  }
  try {
    if (isEmbedded(connection.url) && !isInMemory(connection.url)) await enableWal(client, timeouts.busyTimeoutMs);
    else await client.execute('SELECT 1');
  } catch (error) {
    client.close();
    if (LibSQLStorageError.isInstance(error)) throw error;
    throw new LibSQLStorageError('OPEN_FAILED', `LibSQLStorage could not open ${describeUrl(connection.url)} (see cause).`, error);
  }
  return client;
}

function isBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/**
 * Switches a file to WAL mode. The switch needs the file to itself, and SQLite answers
 * `SQLITE_BUSY` at once, without its busy handler, while another process opens or switches the same
 * file: so it is retried with a short pause until `busyTimeoutMs` has passed.
 */
async function enableWal(client: Client, busyTimeoutMs: number): Promise<void> {
  const deadline = Date.now() + busyTimeoutMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    try {
      await client.execute('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** A `fetch` that gives up after `ms`, with a `REQUEST_TIMEOUT` error. */
function fetchWithTimeout(ms: number): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const signal = AbortSignal.timeout(ms);
    try {
      return await fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
    } catch (error) {
      if (signal.aborted) throw new LibSQLStorageError('REQUEST_TIMEOUT', `the libSQL server did not answer within ${String(ms)} ms`, error);
      throw error;
    }
  };
}
