import { MockLanguageModelV3 } from 'ai/test';
import { benchPartStream, streamGroup } from './stream-group.js';
import type { BenchSuite } from './suite.js';

/** Stream overhead with an AI SDK 6 (V3) model, on this Node: see `stream-group.ts`. */
const model = new MockLanguageModelV3({
  provider: 'bench',
  modelId: 'zero-latency',
  doStream: () => Promise.resolve({ stream: benchPartStream() }),
});

const suite: BenchSuite = {
  name: 'stream',
  groups: () => [streamGroup('stream 10k chunks', { model, rawStream: async () => (await model.doStream({ prompt: [] })).stream })],
};

export default suite;
