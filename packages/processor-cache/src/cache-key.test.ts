import { describe, expect, it } from 'vitest';
import { computeCacheKey, type CacheKeyInput } from './cache-key.js';
import { UnkeyableValueError } from './unkeyable-value-error.js';
import { callOptions, testModel, userPrompt } from './test/hook-args.js';

const base: CacheKeyInput = {
  model: testModel,
  prompt: userPrompt('hello'),
  callOptions: callOptions({ settings: { temperature: 0, topP: 1 } }),
  scope: { kind: 'resource', id: 'user-1' },
};

describe('computeCacheKey', () => {
  it('is a versioned SHA-256 hex digest', async () => {
    expect(await computeCacheKey(base)).toMatch(/^v2:[0-9a-f]{64}$/);
  });

  it('is stable across key order of settings', async () => {
    const reordered = { ...base, callOptions: callOptions({ settings: { topP: 1, temperature: 0 } }) };
    expect(await computeCacheKey(reordered)).toBe(await computeCacheKey(base));
  });

  it('separates resources, and resources from the global scope', async () => {
    const keys = await Promise.all([
      computeCacheKey(base),
      computeCacheKey({ ...base, scope: { kind: 'resource', id: 'user-2' } }),
      computeCacheKey({ ...base, scope: { kind: 'global' } }),
    ]);
    expect(new Set(keys).size).toBe(3);
  });

  it('hashes file bytes in the prompt', async () => {
    const withFile = (byte: number): CacheKeyInput => ({
      ...base,
      prompt: [
        { role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: new Uint8Array([byte]) }] },
      ],
    });
    expect(await computeCacheKey(withFile(1))).not.toBe(await computeCacheKey(withFile(2)));
  });
});

describe('computeCacheKey: unambiguous material (#17)', () => {
  it('a file of bytes and a provider option that looks like the bytes tag hash apart', async () => {
    const file: CacheKeyInput = {
      ...base,
      prompt: [{ role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: new Uint8Array([1, 2, 3]) }] }],
    };
    const lookalike = {
      ...base,
      prompt: [{ role: 'user', content: [{ type: 'file', mediaType: 'image/png', data: { $bytes: 'AQID' } }] }],
    } as unknown as CacheKeyInput;
    expect(await computeCacheKey(file)).not.toBe(await computeCacheKey(lookalike));
  });

  it('refuses a class instance in provider options with UnkeyableValueError', async () => {
    class Token {
      readonly #secret = 'a';
      get secret(): string {
        return this.#secret;
      }
    }
    const input = { ...base, callOptions: callOptions({ providerOptions: { test: { token: new Token() } } }) };
    await expect(computeCacheKey(input)).rejects.toSatisfy((error: unknown) => UnkeyableValueError.isInstance(error));
  });
});
