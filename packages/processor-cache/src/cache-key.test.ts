import { describe, expect, it } from 'vitest';
import { computeCacheKey, type CacheKeyInput } from './cache-key.js';
import { callOptions, testModel, userPrompt } from './test/hook-args.js';

const base: CacheKeyInput = {
  model: testModel,
  prompt: userPrompt('hello'),
  callOptions: callOptions({ settings: { temperature: 0, topP: 1 } }),
  scope: { kind: 'resource', id: 'user-1' },
};

describe('computeCacheKey', () => {
  it('is a versioned SHA-256 hex digest', async () => {
    expect(await computeCacheKey(base)).toMatch(/^v1:[0-9a-f]{64}$/);
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
