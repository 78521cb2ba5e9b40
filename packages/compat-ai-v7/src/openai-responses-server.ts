import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake Responses API: text, or one function call. */
export type ResponsesTurn = { text: string } | { call: { name: string; args: unknown } };

/**
 * A local stand-in for OpenAI's Responses API (`POST /v1/responses`, streamed as server-sent
 * events in the shapes `@ai-sdk/openai` 4 parses), so a real ai 7 provider package runs offline.
 * It answers the scripted turns in order and records every request body.
 */
export class OpenAIResponsesServer {
  readonly requests: Record<string, unknown>[] = [];
  readonly #turns: ResponsesTurn[];
  readonly #server: Server;

  private constructor(turns: ResponsesTurn[]) {
    this.#turns = turns;
    this.#server = createServer((req, res) => {
      void readBody(req).then((body) => {
        if (req.method !== 'POST' || req.url !== '/v1/responses') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${String(req.url)}`, type: 'invalid_request_error' } }));
          return;
        }
        this.requests.push(JSON.parse(body) as Record<string, unknown>);
        const turn = this.#turns[Math.min(this.requests.length - 1, this.#turns.length - 1)] ?? { text: '' };
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const event of events(turn, this.requests.length)) res.write(`data: ${JSON.stringify(event)}\n\n`);
        res.end();
      });
    });
  }

  /** Starts a server on a free loopback port. */
  static async start(turns: ResponsesTurn[]): Promise<OpenAIResponsesServer> {
    const server = new OpenAIResponsesServer(turns);
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  /** The base URL to give the provider (`createOpenAI({ baseURL })` or `OPENAI_BASE_URL`). */
  get baseURL(): string {
    return `http://127.0.0.1:${String((this.#server.address() as AddressInfo).port)}/v1`;
  }

  /** Stops the server. */
  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => { resolve(); }));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => { resolve(body); });
    req.on('error', reject);
  });
}

function events(turn: ResponsesTurn, n: number): object[] {
  const response = { id: `resp_${String(n)}`, created_at: 1_780_000_000, model: 'gpt-5-mini' };
  const usage = { input_tokens: 12, input_tokens_details: { cached_tokens: 2 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 } };
  const out: object[] = [{ type: 'response.created', response }];
  if ('text' in turn) {
    const item = { type: 'message', id: `msg_${String(n)}` };
    out.push({ type: 'response.output_item.added', output_index: 0, item });
    for (const delta of turn.text.split(/(?<= )/)) out.push({ type: 'response.output_text.delta', item_id: item.id, output_index: 0, delta });
    out.push({ type: 'response.output_item.done', output_index: 0, item });
  } else {
    const args = JSON.stringify(turn.call.args);
    const item = { type: 'function_call', id: `fc_${String(n)}`, call_id: `call_${String(n)}`, name: turn.call.name, arguments: '' };
    out.push({ type: 'response.output_item.added', output_index: 0, item });
    out.push({ type: 'response.function_call_arguments.delta', item_id: item.id, output_index: 0, delta: args });
    out.push({ type: 'response.output_item.done', output_index: 0, item: { ...item, arguments: args, status: 'completed' } });
  }
  out.push({ type: 'response.completed', response: { ...response, usage } });
  return out;
}
