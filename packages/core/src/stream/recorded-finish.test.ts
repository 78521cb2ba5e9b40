import { describe, expect, it } from 'vitest';
import { finishPartOf, recordedFinishChunk, type FinishPart } from './recorded-finish.js';

const FINISH: FinishPart = {
  type: 'finish',
  finishReason: { unified: 'tool-calls', raw: 'tool_use' },
  usage: { inputTokens: { total: 9, noCache: 9, cacheRead: 2, cacheWrite: undefined }, outputTokens: { total: 4, text: 4, reasoning: 1 } },
  providerMetadata: { acme: { id: 'r1' } },
};

describe('recordedFinishChunk and its inverse finishPartOf', () => {
  it('records the reason, the usage as Usage and the provider metadata', () => {
    expect(recordedFinishChunk(FINISH)).toEqual({
      type: 'finish',
      payload: {
        stepResult: { reason: 'tool-calls' },
        output: { usage: { inputTokens: 9, outputTokens: 4, totalTokens: 13, reasoningTokens: 1, cachedInputTokens: 2 } },
        metadata: { providerMetadata: { acme: { id: 'r1' } } },
      },
    });
  });

  it('gives back the part, with what a recording keeps: no raw reason, no per-kind token counts', () => {
    expect(finishPartOf(recordedFinishChunk(FINISH))).toEqual({
      type: 'finish',
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage: { inputTokens: { total: 9, noCache: undefined, cacheRead: 2, cacheWrite: undefined }, outputTokens: { total: 4, text: undefined, reasoning: 1 } },
      providerMetadata: { acme: { id: 'r1' } },
    });
    const { providerMetadata: _unused, ...withoutMetadata } = FINISH;
    const bare = recordedFinishChunk(withoutMetadata);
    expect(bare).not.toHaveProperty('payload.metadata');
    expect(finishPartOf(bare)).not.toHaveProperty('providerMetadata');
  });

  it('finishes with stop and unknown usage when the recording has no finish, and maps unknown to other', () => {
    expect(finishPartOf(undefined)).toEqual({
      type: 'finish',
      finishReason: { unified: 'stop', raw: undefined },
      usage: { inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: undefined, text: undefined, reasoning: undefined } },
    });
    const unknown = { type: 'finish' as const, payload: { stepResult: { reason: 'unknown' as const }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } } };
    expect(finishPartOf(unknown).finishReason.unified).toBe('other');
  });
});
