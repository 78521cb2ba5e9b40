import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { stepContent, testList, toolResults } from './test/fixtures.js';

function conversation() {
  const list = testList();
  list.addSystem('You are helpful.');
  list.addSystem({ role: 'system', content: 'User likes cats.' }, 'memory');
  list.add({ role: 'user', content: 'earlier question' }, 'memory');
  list.add({ role: 'assistant', content: 'earlier answer' }, 'memory');
  list.add('Weather in Paris and Rome?', 'input');
  list.add(
    { role: 'assistant', content: [{ type: 'reasoning', text: 'two cities' }, ...stepContent('Checking.', [{ id: 'c1' }, { id: 'c2', input: { city: 'Rome' } }]).content as never[]] },
    'response',
  );
  list.add(toolResults([{ id: 'c1', value: { temp: 21 } }, { id: 'c2', value: 'service down', error: true }]), 'response');
  list.add({ role: 'assistant', parts: [{ type: 'data-progress', data: 1 }] } as never, 'response');
  list.add(stepContent('Paris is 21.'), 'response');
  return list;
}

describe('MessageList views', () => {
  it('get.*.db() filters by source and keeps order; remembered is the memory source', () => {
    const list = conversation();
    list.add('ctx', 'context');
    expect(list.get.all.db().map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm7']);
    expect(list.get.remembered.db().map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(list.get.input.db().map((m) => m.id)).toEqual(['m3']);
    expect(list.get.response.db().map((m) => m.id)).toEqual(['m4']);
  });

  it('get.all.db() returns the live objects: in-place part edits persist', () => {
    const list = conversation();
    const part = list.get.input.db()[0]!.content.parts[0]!;
    if (part.type === 'text') part.text = 'redacted';
    expect(list.get.all.core()[2]).toEqual({ role: 'user', content: [{ type: 'text', text: 'redacted' }] });
    expect(list.get.input.db()[0]!.content.parts[0]).toBe(part);
  });

  it('get.all.core() splits each step into an assistant message followed by its tool results', () => {
    const core = conversation().get.all.core();
    expect(core).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'earlier question' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'earlier answer' }] },
      { role: 'user', content: [{ type: 'text', text: 'Weather in Paris and Rome?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'two cities' },
          { type: 'text', text: 'Checking.' },
          { type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: { city: 'Paris' } },
          { type: 'tool-call', toolCallId: 'c2', toolName: 'weather', input: { city: 'Rome' } },
        ],
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'c1', toolName: 'weather', output: { type: 'json', value: { temp: 21 } } },
          { type: 'tool-result', toolCallId: 'c2', toolName: 'weather', output: { type: 'error-text', value: 'service down' } },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'Paris is 21.' }] },
    ]);
  });

  it('get.all.core() builds fresh objects each call', () => {
    const list = conversation();
    const first = list.get.all.core();
    (first[0]!.content as { text: string }[])[0]!.text = 'changed';
    expect(list.get.all.core()[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'earlier question' }] });
  });

  it('get.all.prompt() puts every system message first, then the conversation', () => {
    const prompt = conversation().get.all.prompt();
    expect(prompt.slice(0, 2)).toEqual([
      { role: 'system', content: 'You are helpful.' },
      { role: 'system', content: 'User likes cats.' },
    ]);
    expect(prompt.map((m) => m.role)).toEqual(['system', 'system', 'user', 'assistant', 'user', 'assistant', 'tool', 'assistant']);
    const tool = prompt[6] as Extract<LanguageModelV3Prompt[number], { role: 'tool' }>;
    expect(tool.content.map((p) => p.type === 'tool-result' && p.output.type)).toEqual(['json', 'error-text']);
  });

  it('get.all.prompt() leaves out partial calls and calls still waiting for a result, but core() keeps the latter', () => {
    const list = testList().add('q', 'input');
    list.add(
      {
        id: 'a',
        role: 'assistant',
        parts: [
          { type: 'text', text: 'calling' },
          { type: 'tool-x', toolCallId: 'p', state: 'input-streaming', input: {} },
          { type: 'tool-x', toolCallId: 'w', state: 'input-available', input: {} },
        ],
      },
      'response',
    );
    expect(list.get.all.prompt()[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'calling' }] });
    expect(list.get.all.core()[1]!.content).toEqual([
      { type: 'text', text: 'calling' },
      { type: 'tool-call', toolCallId: 'w', toolName: 'x', input: {} },
    ]);
  });

  it('get.all.prompt() converts files: data URLs to base64, http URLs to URL objects', () => {
    const list = testList().add(
      {
        id: 'u',
        role: 'user',
        parts: [
          { type: 'file', mediaType: 'image/png', url: 'https://x.test/a.png' },
          { type: 'file', mediaType: 'text/plain', url: 'data:text/plain,hi%20there' },
        ],
      },
      'input',
    );
    list.add({ role: 'user', content: [{ type: 'image', image: 'AAAA', mediaType: 'image/png' }] }, 'input');
    const [first, second] = list.get.all.prompt() as Extract<LanguageModelV3Prompt[number], { role: 'user' }>[];
    expect(first!.content[0]).toEqual({ type: 'file', data: new URL('https://x.test/a.png'), mediaType: 'image/png' });
    expect(first!.content[1]).toEqual({ type: 'file', data: btoa('hi there'), mediaType: 'text/plain' });
    expect(second!.content[0]).toEqual({ type: 'file', data: 'AAAA', mediaType: 'image/png' });
  });

  it('get.all.prompt() keeps provider options of messages and parts, and provider-executed results in the assistant message', () => {
    const list = testList();
    list.add({ role: 'user', content: [{ type: 'text', text: 'q', providerOptions: { a: { x: 1 } } }], providerOptions: { b: { y: 2 } } }, 'input');
    list.add(
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'ws', toolName: 'web', input: {}, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'ws', toolName: 'web', output: { type: 'json', value: [1] } },
        ],
      },
      'response',
    );
    const prompt = list.get.all.prompt();
    expect(prompt[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'q', providerOptions: { a: { x: 1 } } }], providerOptions: { b: { y: 2 } } });
    expect(prompt).toHaveLength(2);
    expect(prompt[1]!.content).toEqual([
      { type: 'tool-call', toolCallId: 'ws', toolName: 'web', input: {}, providerExecuted: true },
      { type: 'tool-result', toolCallId: 'ws', toolName: 'web', output: { type: 'json', value: [1] } },
    ]);
  });

  it('get.all.prompt() drops data, source and unknown parts and skips messages left empty; core() keeps unknown parts', () => {
    const list = testList();
    list.add({ id: 'u', role: 'user', parts: [{ type: 'data-x', data: 1 }] }, 'input');
    list.add({ id: 'a', role: 'assistant', parts: [{ type: 'source-url', sourceId: 's', url: 'https://x.test' }, { type: 'custom-thing', v: 1 } as never] }, 'response');
    expect(list.get.all.prompt()).toEqual([]);
    expect(list.get.all.core()).toEqual([{ role: 'assistant', content: [{ type: 'custom-thing', v: 1 }] }]);
  });

  it('get.all.promptV2() gives the V2 form: denied executions become error-text', () => {
    const list = testList().add('q', 'input');
    list.add(
      {
        id: 'a',
        role: 'assistant',
        parts: [{ type: 'tool-x', toolCallId: 'd', state: 'output-denied', input: {}, approval: { id: 'ap', approved: false, reason: 'not allowed' } }],
      },
      'response',
    );
    expect(list.get.all.prompt()[2]).toEqual({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'd', toolName: 'x', output: { type: 'execution-denied', reason: 'not allowed' } }],
    });
    expect(list.get.all.promptV2()[2]).toEqual({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'd', toolName: 'x', output: { type: 'error-text', value: 'not allowed' } }],
    });
  });

  it('get.all.ui() converts parts to AI SDK UI parts with tool states', () => {
    const ui = conversation().get.response.ui();
    expect(ui).toHaveLength(1);
    expect(ui[0]!.parts).toEqual([
      { type: 'step-start' },
      { type: 'reasoning', text: 'two cities' },
      { type: 'text', text: 'Checking.' },
      { type: 'tool-weather', toolCallId: 'c1', state: 'output-available', input: { city: 'Paris' }, output: { temp: 21 } },
      { type: 'tool-weather', toolCallId: 'c2', state: 'output-error', input: { city: 'Rome' }, errorText: 'service down' },
      { type: 'data-progress', data: 1 },
      { type: 'step-start' },
      { type: 'text', text: 'Paris is 21.' },
    ]);
  });

  it('get.all.ui() restores UI-only tool fields (approval, dynamic tools) and base64 files as data URLs', () => {
    const list = testList();
    const parts = [
      { type: 'dynamic-tool', toolName: 'calc', toolCallId: 'd1', state: 'input-available', input: 1, title: 'Calc' },
      { type: 'tool-pay', toolCallId: 'p1', state: 'approval-requested', input: { eur: 5 }, approval: { id: 'ap' } },
    ];
    list.add({ id: 'a', role: 'assistant', parts } as never, 'memory');
    list.add({ role: 'user', content: [{ type: 'file', data: 'AAAA', mediaType: 'image/png' }] }, 'input');
    const [assistant, user] = list.get.all.ui();
    expect(assistant!.parts).toEqual(parts);
    expect(user!.parts).toEqual([{ type: 'file', mediaType: 'image/png', url: 'data:image/png;base64,AAAA' }]);
  });

  it('get.all.ui() writes a non-string error result as JSON text', () => {
    const list = testList().add('q', 'input');
    list.add(stepContent('', [{ id: 'c' }]), 'response');
    list.add(toolResults([{ id: 'c', value: { code: 500 }, error: true }]), 'response');
    expect(list.get.response.ui()[0]!.parts[1]).toMatchObject({ state: 'output-error', errorText: '{"code":500}' });
    expect(list.get.all.core()[2]!.content).toEqual([
      { type: 'tool-result', toolCallId: 'c', toolName: 'weather', output: { type: 'error-json', value: { code: 500 } } },
    ]);
  });
});
