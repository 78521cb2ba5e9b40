import type { ModelPrompt } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { assistant, idsIn, toolStep, user } from './test/prompts.js';
import { ToolCallFilter } from './tool-call-filter.js';

describe('ToolCallFilter on adversarial prompts', () => {
  it('20,000 tool steps in one turn (linear: one pass per step, no quadratic lookups)', () => {
    const prompt: ModelPrompt = [...user('go')];
    for (let i = 0; i < 20_000; i++) prompt.push(...toolStep(i, [{ name: i % 2 === 0 ? 'a' : 'b' }]));
    const { prompt: out, removed } = new ToolCallFilter({ filterAfterToolSteps: 3, summarize: true }).filter(prompt);
    expect(removed).toHaveLength(19_997);
    expect(idsIn(out).results).toEqual(['s19997c0', 's19998c0', 's19999c0']);
  });

  it('a 10 MB result and a 200,000-level nested input are summarized in one bounded line', () => {
    let nested: unknown = 'bottom';
    for (let i = 0; i < 200_000; i++) nested = { n: nested };
    const prompt: ModelPrompt = [
      ...user('q'),
      ...toolStep(1, [{ name: 'read', input: nested, result: 'x'.repeat(10 * 1024 * 1024) }]),
      ...user('next'),
    ];
    const out = new ToolCallFilter({ summarize: true }).filter(prompt).prompt;
    const line = (out[1] as { content: { text: string }[] }).content[0]?.text ?? '';
    expect(line.length).toBeLessThanOrEqual(200);
    expect(line.startsWith('[tool read([object]) -> xxx')).toBe(true);
  });

  it('duplicate tool call ids, results before their calls, empty messages', () => {
    const prompt: ModelPrompt = [
      ...user('q'),
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'd', toolName: 't', output: { type: 'text', value: 'early' } }] },
      ...toolStep(1, [{ name: 't' }]),
      ...toolStep(1, [{ name: 't' }]),
      { role: 'assistant', content: [] },
      ...assistant('ok'),
      ...user('next'),
    ];
    const out = new ToolCallFilter().filter(prompt).prompt;
    expect(idsIn(out)).toEqual({ calls: [], results: [] });
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'assistant', 'user']);
  });

  it('a system-only prompt and an empty one', () => {
    expect(new ToolCallFilter({ filterAfterToolSteps: 0 }).filter([{ role: 'system', content: 's' }]).removed).toEqual([]);
    expect(new ToolCallFilter({ filterAfterToolSteps: 0 }).filter([]).prompt).toEqual([]);
  });
});
