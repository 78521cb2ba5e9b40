import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startProviderServer, type ProviderServer } from './provider-server.js';

/** A test file's local provider server, and real provider models pointed at it. */
export interface LocalProviders {
  /** The running server; read it inside tests (it starts in `beforeAll`). */
  readonly server: ProviderServer;
  /** `@ai-sdk/anthropic`'s `claude-sonnet-4-6`, talking to the server's Messages API. */
  readonly anthropic: () => LanguageModelV3;
  /** `@ai-sdk/openai`'s Chat Completions model `qwen3.6-27b`, as against an OpenAI-compatible server. */
  readonly compatible: () => LanguageModelV3;
}

/**
 * Registers the calling test file's server lifecycle: starts a provider server on 127.0.0.1 before
 * its tests, clears the recorded requests before each test and closes the server after them.
 */
export function useLocalProviders(): LocalProviders {
  let running: ProviderServer | undefined;
  beforeAll(async () => {
    running = await startProviderServer();
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    if (running !== undefined) running.requests.length = 0;
  });
  const server = (): ProviderServer => {
    if (running === undefined) throw new Error('the provider server is not started yet: use it inside a test');
    return running;
  };
  return {
    get server() {
      return server();
    },
    anthropic: () => createAnthropic({ baseURL: server().baseURL, apiKey: 'test-key' })('claude-sonnet-4-6'),
    compatible: () => createOpenAI({ baseURL: server().baseURL, apiKey: 'test-key' }).chat('qwen3.6-27b'),
  };
}
