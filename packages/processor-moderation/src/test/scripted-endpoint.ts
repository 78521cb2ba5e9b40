import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: a status, headers and a raw body, or `'hang'` (never answers). */
export type ScriptedReply = { status: number; headers?: Record<string, string>; body: string } | 'hang';

/** A request the endpoint received. */
export interface ReceivedRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: string;
  /** `Date.now()` when the request arrived. */
  at: number;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) that answers each request with the next scripted reply
 * (the last one repeats), for testing HTTP classifiers against real sockets.
 */
export interface ScriptedEndpoint {
  /** `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  received: ReceivedRequest[];
  /** Replaces the script and forgets received requests. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** JSON reply helper. */
export function json(status: number, payload: unknown, headers: Record<string, string> = {}): ScriptedReply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) };
}

/** Starts a scripted endpoint. */
export async function startScriptedEndpoint(): Promise<ScriptedEndpoint> {
  let replies: ScriptedReply[] = [];
  const received: ReceivedRequest[] = [];
  const reply = (res: ServerResponse) => {
    const next = (replies.length > 1 ? replies.shift() : replies[0]) ?? 'hang';
    if (next === 'hang') return;
    res.writeHead(next.status, next.headers ?? {});
    res.end(next.body);
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ path: req.url, authorization: req.headers.authorization, body, at: Date.now() });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    script(...next) {
      replies = next;
      received.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
