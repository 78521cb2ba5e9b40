import { createHookContext } from '@sluice/conformance';
import { MessageList, type ModelPrompt, type ProcessLLMRequestArgs } from '@sluice/core';
import { TokenLimiter, tiktokenCounter } from '@sluice/processor-token-limit';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

const WORDS = ['the', 'river', 'keeps', 'going', 'past', 'stone', 'and', 'light', 'τὸ', 'ποτάμι', '川', 'は', '流れる', '42', 'x=y+1;'];

/** Deterministic mixed text of about `words` words. */
function text(seed: number, words: number): string {
  const out: string[] = [];
  let state = seed;
  for (let i = 0; i < words; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(WORDS[state % WORDS.length] ?? 'x');
  }
  return out.join(' ');
}

/** A 10,000-message conversation: users, assistants, and every 10th turn a tool call with its result. */
function conversation(messages: number): ModelPrompt {
  const prompt: ModelPrompt = [{ role: 'system', content: 'You are a helpful assistant.' }];
  for (let i = 0; prompt.length < messages; i++) {
    if (i % 10 === 9) {
      const id = `call-${i}`;
      prompt.push({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: id, toolName: 'search', input: { q: text(i, 5) } }] });
      prompt.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: id, toolName: 'search', output: { type: 'text', value: text(i + 1, 30) } }] });
    } else {
      const role = i % 2 === 0 ? 'user' : 'assistant';
      prompt.push({ role, content: [{ type: 'text', text: `${i}: ${text(i, 20)}` }] });
    }
  }
  return prompt;
}

function requestArgs(prompt: ModelPrompt): ProcessLLMRequestArgs {
  return {
    prompt,
    model: { specificationVersion: 'v3', provider: 'bench', modelId: 'bench', supportedUrls: {}, doGenerate: () => Promise.reject(new Error('unused')), doStream: () => Promise.reject(new Error('unused')) },
    stepNumber: 0,
    steps: [],
    messageList: new MessageList(),
    callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
    ...createHookContext().context,
  };
}

const suite: BenchSuite = {
  name: 'token-limit',
  groups: async (): Promise<BenchGroup[]> => {
    const counter = tiktokenCounter('o200k_base');
    await counter.load();
    const corpus = text(7, 20_000);
    const corpusTokens = counter.count(corpus);
    const encoder = new TextEncoder();

    const prompt = conversation(10_000);
    const limiter = new TokenLimiter({ limit: 100_000 });
    // Fresh prompt objects each run (as the loop converts the prompt per step): only the text cache helps.
    const freshPrompt = (): ModelPrompt => prompt.map((message) => ({ ...message }));
    await limiter.processLLMRequest(requestArgs(prompt)); // fills the caches

    const word16 = 'x'.repeat(16 * 1024);
    const word64 = 'x'.repeat(64 * 1024);

    return [
      {
        // One pre-token with no space (a pasted blob, a run of one letter): js-tiktoken's own merge is
        // quadratic in its length (8,000 letters took 7 s); the counter's merge is O(n log n).
        name: 'token counting, one word without spaces',
        floor: { name: 'TextEncoder.encode 64 KB', run: () => encoder.encode(word64), units: 1, unit: 'count' },
        cases: [
          { name: 'count a 16 KB word', run: () => counter.count(word16), units: 1, unit: 'count' },
          { name: 'count a 64 KB word', run: () => counter.count(word64), units: 1, unit: 'count', budget: { maxMicrosPerUnit: 100_000, description: '< 100 ms for 64 KB' } },
        ],
        rounds: 5,
        notes: (results) => {
          const small = results.find((r) => r.name === 'count a 16 KB word');
          const large = results.find((r) => r.name === 'count a 64 KB word');
          return small === undefined || large === undefined ? [] : [`token counting: a 64 KB word in ${large.medianMs.toFixed(1)} ms, ${(large.medianMs / small.medianMs).toFixed(2)}x a 16 KB word (4 = linear, 16 = quadratic)`];
        },
      },
      {
        name: 'token counting (o200k_base)',
        floor: { name: 'TextEncoder.encode same text', run: () => encoder.encode(corpus), units: corpusTokens, unit: 'token' },
        cases: [{ name: 'count 20,000 words', run: () => counter.count(corpus), units: corpusTokens, unit: 'token' }],
        rounds: 9,
        notes: (results) => {
          const counting = results.find((r) => r.name === 'count 20,000 words');
          return counting === undefined
            ? []
            : [`token counting: ${Math.round(corpusTokens / (counting.medianMs / 1000)).toLocaleString('en-US')} tokens/s (o200k_base, ${corpusTokens} tokens per run)`];
        },
      },
      {
        name: 'trim 10,000-message prompt',
        floor: {
          name: 'walk the prompt summing text lengths',
          run: () => {
            let totalChars = 0;
            for (const message of prompt) {
              if (typeof message.content === 'string') totalChars += message.content.length;
              else for (const part of message.content) if (part.type === 'text') totalChars += part.text.length;
            }
            return totalChars;
          },
          units: prompt.length,
          unit: 'message',
        },
        cases: [
          {
            name: 'TokenLimiter.processLLMRequest, counts cached',
            run: () => limiter.processLLMRequest(requestArgs(prompt)),
            units: prompt.length,
            unit: 'message',
            budget: { maxMillis: 50, description: '< 50 ms' },
          },
          {
            name: 'same, fresh message objects (text cache only)',
            run: () => limiter.processLLMRequest(requestArgs(freshPrompt())),
            units: prompt.length,
            unit: 'message',
          },
        ],
        rounds: 9,
      },
    ];
  },
};

export default suite;
