import { describe, expect, it } from 'vitest';
import * as kit from './index.js';

describe('@sluice/conformance public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(kit).sort()).toEqual([
      'ConformanceError',
      'HookTimeoutError',
      'ScriptExhaustedError',
      'ScriptedModel',
      'ScriptedModelV2',
      'SeededRandom',
      'SuiteOptionsError',
      'TEST_RUN_ID',
      'agentHost',
      'collectText',
      'createHookContext',
      'hostSuite',
      'makeChunk',
      'measureAddedLatency',
      'processorSuite',
      'providerError',
      'readAll',
      'reasoningChunks',
      'runOutputStream',
      'runProcessorSuite',
      'splitText',
      'splitWords',
      'storageSuite',
      'textChunks',
      'textStreamChunks',
      'toolResultCall',
    ]);
  });
});
