import type { ModelPrompt } from '@sluice/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistant, call, charCounter, result, system, user } from './test/prompts.js';
import { trimPrompt } from './trim-prompt.js';

type Message = ModelPrompt[number];

/** Conversations of users, assistants, system messages and tool exchanges (calls answered right away or later). */
const conversation = fc
  .array(
    fc.oneof(
      fc.record({ kind: fc.constant('user' as const), text: fc.string({ maxLength: 30 }) }),
      fc.record({ kind: fc.constant('assistant' as const), text: fc.string({ maxLength: 30 }) }),
      fc.record({ kind: fc.constant('system' as const), text: fc.string({ maxLength: 10 }) }),
      fc.record({ kind: fc.constant('tools' as const), calls: fc.integer({ min: 1, max: 3 }), late: fc.boolean() }),
    ),
    { maxLength: 25 },
  )
  .map((turns) => {
    const prompt: Message[] = [];
    let next = 0;
    const pending: string[] = [];
    for (const turn of turns) {
      if (turn.kind === 'user') prompt.push(user(turn.text));
      else if (turn.kind === 'assistant') prompt.push(assistant(turn.text));
      else if (turn.kind === 'system') prompt.push(system(turn.text));
      else {
        const ids = Array.from({ length: turn.calls }, () => `c${next++}`);
        prompt.push({ role: 'assistant', content: ids.map((id) => ({ type: 'tool-call' as const, toolCallId: id, toolName: 't', input: {} })) });
        if (turn.late) pending.push(...ids);
        else prompt.push(result(...ids));
      }
    }
    if (pending.length > 0) prompt.push(result(...pending));
    return prompt;
  });

function ids(prompt: ModelPrompt, type: 'tool-call' | 'tool-result'): string[] {
  return prompt.flatMap((message) =>
    typeof message.content === 'string' ? [] : message.content.flatMap((part) => (part.type === type ? [part.toolCallId] : [])),
  );
}

describe('trimPrompt() properties', () => {
  it('keeps the result within budget, tool pairs intact, system and newest user messages kept, order stable', () => {
    fc.assert(
      fc.property(conversation, fc.nat({ max: 400 }), fc.boolean(), (prompt, budget, startWithUser) => {
        const counter = charCounter(1);
        const out = trimPrompt(prompt, counter, { budget, fixedTokens: 2, startWithUser });
        const cost = 2 + out.prompt.reduce((sum, message) => sum + counter.promptMessage(message), 0);
        if (out.totalTokens <= budget) {
          expect(out.prompt).toBe(prompt);
          return;
        }
        if (!out.fits) {
          expect(out.requiredTokens).toBeGreaterThan(budget);
          return;
        }
        expect(cost).toBeLessThanOrEqual(budget);
        expect(cost).toBe(out.keptTokens);
        expect(new Set(ids(out.prompt, 'tool-call'))).toEqual(new Set(ids(out.prompt, 'tool-result')));
        expect(out.prompt.filter((m) => m.role === 'system')).toEqual(prompt.filter((m) => m.role === 'system'));
        const newestUser = prompt.findLast((m) => m.role === 'user');
        if (newestUser !== undefined) expect(out.prompt).toContain(newestUser);
        let cursor = 0;
        for (const message of out.prompt) {
          cursor = prompt.indexOf(message, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
        expect(out.droppedMessages).toBe(prompt.length - out.prompt.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('trimPrompt()', () => {
  const counter = charCounter(0);

  it('drops the oldest messages first and never splits a tool exchange', () => {
    const prompt = [system('S'), user('aaaa'), assistant('bbbb'), user('cc'), call('x', 'i'), result('x'), assistant('dd')];
    // system 1 + user(cc) 2 + call(t + i) 2 + result(t + ok) 3 + dd 2 = 10
    const out = trimPrompt(prompt, counter, { budget: 10, fixedTokens: 0, startWithUser: true });
    expect(out.prompt.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant']);
    expect(out).toMatchObject({ fits: true, keptTokens: 10, droppedMessages: 2, totalTokens: 18 });
  });

  it('keeps the newest user message ahead of newer tool work and drops a leading assistant', () => {
    const prompt = [user('old'), assistant('zz'), user('q'), call('a', '12345'), result('a'), assistant('y')];
    // required: user(q)=1; newest first: y=1, [call a 6 + result 3] does not fit in 4 -> stop.
    const out = trimPrompt(prompt, counter, { budget: 3, fixedTokens: 0, startWithUser: true });
    expect(out.prompt).toEqual([user('q'), assistant('y')]);
  });

  it('reports when nothing fits', () => {
    const out = trimPrompt([system('0123456789'), user('hi')], counter, { budget: 5, fixedTokens: 0, startWithUser: true });
    expect(out).toMatchObject({ fits: false, requiredTokens: 12 });
  });
});
