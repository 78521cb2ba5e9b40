import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as host from './host.js';

describe('@sluice/core/host public surface', () => {
  it('exports exactly these runtime names (a change here is a deliberate API change)', () => {
    expect(Object.keys(host).sort()).toEqual(['OutputStreamChain', 'ProcessorRunner', 'SKIPPED', 'callOptionsForProcessors', 'chunkToModelPart', 'finishPartOf', 'openModelCall', 'pumpModelParts', 'recordedChunkOf', 'recordedFinishChunk', 'replayModelParts', 'replayRecorded', 'retryAfterAPIError', 'runChunkOf', 'usageFromModel', 'usageToModel']);
  });

  it('shares no name with the main entry (each name has one home)', () => {
    expect(Object.keys(host).filter((name) => name in core)).toEqual([]);
  });
});
