import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('@sluice/core public surface', () => {
  it('exports exactly these runtime names (a change here is a deliberate API change)', () => {
    expect(Object.keys(core).sort()).toEqual([
      'Agent',
      'AgentStreamResult',
      'InMemoryStorage',
      'MessageList',
      'MessageListError',
      'ModelStreamError',
      'OutputStreamChain',
      'PROCESSOR_HOOKS',
      'ProcessorContractError',
      'ProcessorError',
      'ProcessorRunner',
      'RequestContext',
      'SKIPPED',
      'SluiceError',
      'StructuredOutputError',
      'TRACER_NAME',
      'TextHoldBack',
      'TextHoldBackError',
      'TripWire',
      'UI_MESSAGE_STREAM_HEADERS',
      'UnknownModelError',
      'chunkToUIMessageChunks',
      'createTool',
      'flattenText',
      'getAPIErrorDetails',
      'getMessageText',
      'isDataChunk',
      'isLanguageModel',
      'matchesErrorPattern',
      'modelPartToChunk',
      'promptToV2',
      'resolveModel',
      'streamModel',
      'toModelMessages',
      'toPrompt',
      'toPromptV2',
      'toUIMessageStream',
      'toUIMessageStreamResponse',
      'toUiMessage',
    ]);
  });
});
