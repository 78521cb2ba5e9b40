import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted HTTP answer: a JSON body with a status, or a 200 SSE stream of raw `data:` payloads. */
export type ScriptedHttpResponse =
  | { status: number; body: string; headers?: Record<string, string> }
  | { sse: { event?: string; data: string }[] };

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local HTTP server on 127.0.0.1 that answers like a provider API, from a script. */
export interface ProviderServer {
  /** Base URL, e.g. `http://127.0.0.1:54321/v1`. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues answers, used in order; a request with nothing queued gets a 500. */
  enqueue(...responses: ScriptedHttpResponse[]): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Starts a provider-like server on an ephemeral port of 127.0.0.1. */
export async function startProviderServer(): Promise<ProviderServer> {
  const queue: ScriptedHttpResponse[] = [];
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const next = queue.shift();
      if (next === undefined) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"test server: nothing scripted"}}');
        return;
      }
      if ('sse' in next) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const event of next.sse) {
          response.write(`${event.event === undefined ? '' : `event: ${event.event}\n`}data: ${event.data}\n\n`);
        }
        response.end();
        return;
      }
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      response.end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
        server.closeAllConnections();
      }),
  };
}
