import { createHookContext } from '@sluice/conformance';
import { MessageList, ProcessorOptionsError, type ModelPrompt } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { summarizeToolCall } from './summarize.js';
import { assistant, idsIn, toolStep, user } from './test/prompts.js';
import { ToolCallFilter } from './tool-call-filter.js';
import { ToolFilterOptionsError } from './tool-filter-options-error.js';

const system: ModelPrompt = [{ role: 'system', content: 'You are helpful.' }];

// turn 1: two tool steps then an answer; turn 2: one tool step so far
const prompt: ModelPrompt = [
  ...system,
  ...user('first question'),
  ...toolStep(1, [{ name: 'search' }, { name: 'weather' }]),
  ...toolStep(2, [{ name: 'search' }]),
  ...assistant('first answer'),
  ...user('second question'),
  ...toolStep(3, [{ name: 'search' }]),
];

describe('ToolCallFilter.filter()', () => {
  it('default: removes every pair of earlier turns, keeps this turn, drops empty messages', () => {
    const { prompt: out, removed } = new ToolCallFilter().filter(prompt);
    expect(idsIn(out)).toEqual({ calls: ['s3c0'], results: ['s3c0'] });
    expect(removed.map((r) => r.toolCallId)).toEqual(['s1c0', 's1c1', 's2c0']);
    expect(out.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'tool']);
  });

  it('exclude: removes only the named tools, pairs together', () => {
    const { prompt: out } = new ToolCallFilter({ exclude: ['weather'] }).filter(prompt);
    expect(idsIn(out)).toEqual({ calls: ['s1c0', 's2c0', 's3c0'], results: ['s1c0', 's2c0', 's3c0'] });
  });

  it('filterAfterToolSteps: N keeps the last N tool steps, in this turn too', () => {
    expect(idsIn(new ToolCallFilter({ filterAfterToolSteps: 2 }).filter(prompt).prompt)).toEqual({ calls: ['s2c0', 's3c0'], results: ['s2c0', 's3c0'] });
    expect(idsIn(new ToolCallFilter({ filterAfterToolSteps: 1 }).filter(prompt).prompt)).toEqual({ calls: ['s3c0'], results: ['s3c0'] });
    expect(idsIn(new ToolCallFilter({ filterAfterToolSteps: 0 }).filter(prompt).prompt)).toEqual({ calls: [], results: [] });
    expect(new ToolCallFilter({ filterAfterToolSteps: 5 }).filter(prompt).removed).toEqual([]);
  });

  it('never changes the prompt it is given', () => {
    const snapshot = structuredClone(prompt);
    new ToolCallFilter({ filterAfterToolSteps: 0, summarize: true }).filter(prompt);
    expect(prompt).toEqual(snapshot);
  });

  it('summarize: true leaves one line per removed pair where the call was', () => {
    const p: ModelPrompt = [...user('q'), ...toolStep(1, [{ name: 'search', input: { q: 'sluice docs' }, result: { hits: ['a', 'b'], total: 2 } }]), ...user('next')];
    const out = new ToolCallFilter({ summarize: true }).filter(p).prompt;
    expect(out[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: '[tool search({"q":"sluice docs"}) -> {"hits":["a","b"],"total":2}]' }] });
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('summarize: a function', () => {
    const out = new ToolCallFilter({ summarize: (r) => `(${r.toolName} removed)` }).filter([...user('q'), ...toolStep(1, [{ name: 'x' }]), ...user('n')]).prompt;
    expect(out[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: '(x removed)' }] });
  });

  it('keeps text and reasoning next to removed calls', () => {
    const p: ModelPrompt = [
      ...user('q'),
      { role: 'assistant', content: [{ type: 'reasoning', text: 'thinking' }, { type: 'text', text: 'Let me look.' }, { type: 'tool-call', toolCallId: 'c1', toolName: 't', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 't', output: { type: 'text', value: 'r' } }] },
      ...user('next'),
    ];
    const out = new ToolCallFilter().filter(p).prompt;
    expect(out[1]).toEqual({ role: 'assistant', content: [{ type: 'reasoning', text: 'thinking' }, { type: 'text', text: 'Let me look.' }] });
    expect(out).toHaveLength(3);
  });

  it('removes provider-executed results inside the assistant message, and orphan results of filtered tools', () => {
    const p: ModelPrompt = [
      ...user('q'),
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'w1', toolName: 'web_search', input: {}, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'w1', toolName: 'web_search', output: { type: 'json', value: { r: 1 } } },
          { type: 'text', text: 'found it' },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'gone', toolName: 'web_search', output: { type: 'text', value: 'orphan' } }] },
      ...user('next'),
    ];
    const out = new ToolCallFilter().filter(p).prompt;
    expect(out).toEqual([...user('q'), { role: 'assistant', content: [{ type: 'text', text: 'found it' }] }, ...user('next')]);
  });

  it('a prompt without tools, and an empty prompt, come back unchanged', () => {
    const plain = [...system, ...user('hi'), ...assistant('hello')];
    expect(new ToolCallFilter().filter(plain).prompt).toBe(plain);
    expect(new ToolCallFilter().filter([]).prompt).toEqual([]);
  });
});

describe('ToolCallFilter.processLLMRequest()', () => {
  function call(filter: ToolCallFilter, p: ModelPrompt) {
    const hc = createHookContext({ processorId: filter.id, hook: 'processLLMRequest' });
    return filter.processLLMRequest({
      ...hc.context,
      prompt: p,
      model: new MockLanguageModelV3(),
      stepNumber: 0,
      steps: [],
      messageList: new MessageList(),
      callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
    });
  }

  it('returns the filtered prompt, or nothing when nothing is removed', () => {
    expect(idsIn(call(new ToolCallFilter(), prompt)?.prompt ?? [])).toEqual({ calls: ['s3c0'], results: ['s3c0'] });
    expect(call(new ToolCallFilter(), [...user('hi')])).toBeUndefined();
  });
});

describe('summarizeToolCall()', () => {
  it('is one line of at most 200 characters, for every output kind', () => {
    const long = summarizeToolCall({ toolCallId: 'c', toolName: 'read', input: { path: 'a\nb' }, output: { type: 'text', value: 'x\n'.repeat(1000) } });
    expect(long).not.toContain('\n');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(summarizeToolCall({ toolCallId: 'c', toolName: 't', input: {}, output: { type: 'execution-denied', reason: 'no' } })).toBe('[tool t({}) -> denied: no]');
    expect(summarizeToolCall({ toolCallId: 'c', toolName: 't', input: {}, output: { type: 'error-text', value: 'boom' } })).toBe('[tool t({}) -> error: boom]');
  });
});

describe('ToolCallFilter options', () => {
  it('rejects an unknown key, naming the nearest one', () => {
    let caught: unknown;
    try {
      new ToolCallFilter({ exlude: ['x'] } as never);
    } catch (error) {
      caught = error;
    }
    expect(ToolFilterOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    expect((caught as ToolFilterOptionsError).code).toBe('TOOL_FILTER_INVALID_OPTIONS');
    expect(JSON.stringify((caught as ToolFilterOptionsError).issues)).toContain('exclude');
  });

  it('rejects a negative step count', () => {
    expect(() => new ToolCallFilter({ filterAfterToolSteps: -1 })).toThrow(ToolFilterOptionsError);
  });
});
