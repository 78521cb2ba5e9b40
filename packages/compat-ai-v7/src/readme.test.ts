import { afterEach, describe, expect, it } from 'vitest';
import { OpenAIResponsesServer } from './openai-responses-server.js';
import { readmeBlock, runModule } from './readme-example.js';

let server: OpenAIResponsesServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the READMEs, unchanged, in an ai 7 app on Node 22', () => {
  it("core's quick start runs with @ai-sdk/openai 4 against a local Responses API", async () => {
    server = await OpenAIResponsesServer.start([
      { call: { name: 'weather', args: { city: 'Oslo' } } },
      { text: 'It is 21 degrees in Oslo.' },
      { text: 'Lima is warm too.' },
    ]);
    const code = readmeBlock('packages/core/README.md', '## A first agent');
    const stdout = await runModule('core-quick-start', code, { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
    expect(stdout).toBe('Lima is warm too.');
    expect(server.requests).toHaveLength(3);
    // The tool ran and its result went back to the provider on the second call.
    const second = JSON.stringify(server.requests[1]);
    expect(second).toContain('function_call_output');
    expect(second).toContain('\\"celsius\\":21');
    expect(server.requests[0]).toMatchObject({ model: 'gpt-5-mini', stream: true });
  });

  it("@sluice/ai-sdk's middleware example runs with ai 7's wrapLanguageModel and streamText", async () => {
    const code = readmeBlock('packages/ai-sdk/README.md', '## What is this?');
    await expect(runModule('ai-sdk-middleware', code)).resolves.toBe('');
  });
});
