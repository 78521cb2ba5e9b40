import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Agent } from '@sluice/core';
import type { UIMessage } from 'ai';
import { buildClient } from './build-client.js';
import { CHAT_PAGE } from './chat-page.js';

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body === null) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

async function handleChat(agent: Agent, request: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = (await readJson(request)) as { messages?: unknown };
  if (!Array.isArray(body.messages)) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('expected { messages: UIMessage[] }');
    return;
  }
  const stream = await agent.stream(body.messages as UIMessage[]);
  await sendResponse(stream.toUIMessageStreamResponse(), res);
}

/**
 * A node:http server for `useChat`-style clients: `POST /api/chat` takes `{ messages: UIMessage[] }`
 * (the AI SDK's request body) and answers with the agent's UI message stream; `GET /` serves a page
 * and `GET /client.js` its script (bundled with esbuild on first request).
 */
export function createChatServer(agent: Agent): Server {
  let client: Promise<string> | undefined;
  return createServer((request, res) => {
    const route = `${request.method ?? 'GET'} ${new URL(request.url ?? '/', 'http://127.0.0.1').pathname}`;
    const done = (error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'error');
    };
    if (route === 'GET /') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CHAT_PAGE);
    } else if (route === 'GET /client.js') {
      client ??= buildClient();
      client.then((code) => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code), done);
    } else if (route === 'POST /api/chat') {
      handleChat(agent, request, res).catch(done);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
}
