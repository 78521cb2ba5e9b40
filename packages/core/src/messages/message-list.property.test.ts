import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageList } from './message-list.js';
import type { MessageSource, StoredMessage } from './stored-message.js';
import { testList } from './test/fixtures.js';

/** One random operation; indices are taken modulo what exists when it runs. */
type Op =
  | { kind: 'user'; source: 'input' | 'memory' | 'context' }
  | { kind: 'step'; withText: boolean; calls: number }
  | { kind: 'results'; picks: boolean[]; style: 'json' | 'text' | 'error' }
  | { kind: 'remove'; pick: number }
  | { kind: 'update'; pick: number }
  | { kind: 'drain' }
  | { kind: 'rejected-step'; calls: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('user' as const), source: fc.constantFrom('input' as const, 'memory' as const, 'context' as const) }),
  fc.record({ kind: fc.constant('step' as const), withText: fc.boolean(), calls: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('results' as const), picks: fc.array(fc.boolean(), { maxLength: 4 }), style: fc.constantFrom('json' as const, 'text' as const, 'error' as const) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('drain' as const) }),
  fc.record({ kind: fc.constant('rejected-step' as const), calls: fc.integer({ min: 0, max: 2 }) }),
);

interface ModelMessageEntry {
  id: string;
  source: MessageSource;
  role: 'user' | 'assistant';
}

interface ModelCall {
  id: string;
  messageId: string;
  args: unknown;
  result?: unknown;
  isError?: boolean;
}

/** A plain model of what the list should contain, updated alongside it. */
class ListModel {
  messages: ModelMessageEntry[] = [];
  calls: ModelCall[] = [];
  unsaved = new Set<string>();
  persisted = new Set<string>();
  removedReported = new Set<string>();
  removedIds = new Set<string>();
  removedTokens = new Set<string>();
  tokens = new Map<string, string[]>();
  private counter = 0;

  token(messageId?: string): string {
    const token = `<t${++this.counter}>`;
    if (messageId !== undefined) this.tokens.set(messageId, [...(this.tokens.get(messageId) ?? []), token]);
    return token;
  }

  callId(): string {
    return `call-${++this.counter}`;
  }

  changed(id: string): void {
    const entry = this.messages.find((m) => m.id === id);
    if (entry !== undefined && entry.source !== 'context') this.unsaved.add(id);
  }
}

function tail(list: MessageList): StoredMessage {
  const all = list.get.all.db();
  return all[all.length - 1]!;
}

function apply(list: MessageList, model: ListModel, op: Op): void {
  switch (op.kind) {
    case 'user': {
      const token = model.token();
      list.add({ role: 'user', content: token }, op.source);
      const id = tail(list).id;
      model.messages.push({ id, source: op.source, role: 'user' });
      model.tokens.set(id, [token]);
      if (op.source === 'input') model.unsaved.add(id);
      if (op.source === 'memory') model.persisted.add(id);
      model.removedReported.delete(id);
      return;
    }
    case 'step': {
      const last = model.messages.at(-1);
      const merges = last?.source === 'response' && last.role === 'assistant';
      const text = op.withText ? model.token() : undefined;
      const calls = Array.from({ length: op.calls }, () => ({ id: model.callId(), args: { q: model.token() } }));
      list.add(
        {
          role: 'assistant',
          content: [
            ...(text === undefined ? [] : [{ type: 'text' as const, text }]),
            ...calls.map((call) => ({ type: 'tool-call' as const, toolCallId: call.id, toolName: 'tool', input: call.args })),
          ],
        },
        'response',
      );
      const id = tail(list).id;
      if (!merges) {
        model.messages.push({ id, source: 'response', role: 'assistant' });
        model.removedReported.delete(id);
      }
      if (text !== undefined) model.tokens.set(id, [...(model.tokens.get(id) ?? []), text]);
      for (const call of calls) model.calls.push({ id: call.id, messageId: id, args: call.args });
      model.unsaved.add(id);
      return;
    }
    case 'results': {
      const pending = model.calls.filter((call) => !('result' in call));
      const chosen = pending.filter((_, i) => op.picks[i] === true);
      if (chosen.length === 0) return;
      const results = chosen.map((call) => {
        const token = model.token();
        const value = op.style === 'json' ? { v: token } : token;
        call.result = value;
        if (op.style === 'error') call.isError = true;
        model.changed(call.messageId);
        return {
          type: 'tool-result' as const,
          toolCallId: call.id,
          toolName: 'tool',
          output: op.style === 'json' ? { type: 'json' as const, value: { v: token } } : { type: op.style === 'error' ? ('error-text' as const) : ('text' as const), value: token },
        };
      });
      list.add({ role: 'tool', content: results }, 'response');
      return;
    }
    case 'remove': {
      if (model.messages.length === 0) return;
      const [entry] = model.messages.splice(op.pick % model.messages.length, 1);
      list.removeByIds([entry!.id]);
      model.unsaved.delete(entry!.id);
      if (model.persisted.has(entry!.id)) model.removedReported.add(entry!.id);
      model.removedIds.add(entry!.id);
      for (const token of model.tokens.get(entry!.id) ?? []) model.removedTokens.add(token);
      model.calls = model.calls.filter((call) => call.messageId !== entry!.id);
      return;
    }
    case 'update': {
      if (model.calls.length === 0) return;
      const call = model.calls[op.pick % model.calls.length]!;
      const value = { replaced: model.token() };
      expect(
        list.updateToolInvocation({ type: 'tool-invocation', toolInvocation: { state: 'result', toolCallId: call.id, toolName: 'tool', args: 'ignored', result: value } }),
      ).toBe(true);
      call.result = value;
      delete call.isError;
      model.changed(call.messageId);
      return;
    }
    case 'drain': {
      const order = new Map(model.messages.map((m, i) => [m.id, i]));
      const expected = [...model.unsaved].sort((a, b) => order.get(a)! - order.get(b)!);
      expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(expected);
      expect(new Set(list.drainRemovedIds())).toEqual(model.removedReported);
      for (const id of expected) model.persisted.add(id);
      model.unsaved.clear();
      model.removedReported.clear();
      return;
    }
    case 'rejected-step': {
      const before = structuredClone(list.get.all.db());
      const mark = list.markResponse();
      const calls = Array.from({ length: op.calls }, () => model.callId());
      list.add({ role: 'assistant', content: [{ type: 'text', text: 'rejected' }, ...calls.map((id) => ({ type: 'tool-call' as const, toolCallId: id, toolName: 'tool', input: {} }))] }, 'response');
      if (calls.length > 0) {
        list.add({ role: 'tool', content: calls.map((id) => ({ type: 'tool-result' as const, toolCallId: id, toolName: 'tool', output: { type: 'text' as const, value: 'x' } })) }, 'response');
      }
      list.rollbackResponse(mark);
      expect(list.get.all.db()).toEqual(before);
      return;
    }
  }
}

/** What conversions must keep of a message: text, tool calls and their results. */
function essence(message: StoredMessage) {
  return {
    id: message.id,
    role: message.role,
    texts: message.content.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])),
    calls: message.content.parts.flatMap((p) =>
      p.type === 'tool-invocation'
        ? [[p.toolInvocation.toolCallId, p.toolInvocation.toolName, p.toolInvocation.args, p.toolInvocation.state, p.toolInvocation.result, p.toolInvocation.isError === true]]
        : [],
    ),
  };
}

function conversationEssence(messages: StoredMessage[]) {
  const all = messages.map(essence);
  return { texts: all.flatMap((m) => m.texts), calls: all.flatMap((m) => m.calls) };
}

function run(ops: Op[]): { list: MessageList; model: ListModel } {
  const list = testList();
  const model = new ListModel();
  for (const op of ops) apply(list, model, op);
  return { list, model };
}

const runs = { numRuns: Number(process.env.FC_RUNS ?? 150) };

describe('MessageList properties over random operation sequences', () => {
  it('ids stay unique and the order is the order of the model', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { list, model } = run(ops);
        const ids = list.get.all.db().map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(model.messages.map((m) => m.id));
        expect(list.get.all.db().map((m) => list.getSource(m.id))).toEqual(model.messages.map((m) => m.source));
      }),
      runs,
    );
  });

  it('db -> ui -> db loses no message, text, tool call or tool result', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { list } = run(ops);
        const copy = testList().add(list.get.all.ui(), 'input');
        expect(copy.get.all.db().map(essence)).toEqual(list.get.all.db().map(essence));
      }),
      runs,
    );
  });

  it('db -> core -> db loses no text, tool call or tool result', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { list } = run(ops);
        const copy = testList().add(list.get.all.core(), 'input');
        expect(conversationEssence(copy.get.all.db())).toEqual(conversationEssence(list.get.all.db()));
      }),
      runs,
    );
  });

  it('tool calls hold exactly the model results, and every prompt call is followed by its result', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { list, model } = run(ops);
        for (const call of model.calls) {
          const invocation = list.getToolInvocation(call.id)!.toolInvocation;
          expect(invocation.args).toEqual(call.args);
          expect(invocation.result).toEqual(call.result);
        }
        const prompt = list.get.all.prompt();
        prompt.forEach((message, i) => {
          if (message.role !== 'assistant') return;
          const callIds = message.content.flatMap((p) => (p.type === 'tool-call' ? [p.toolCallId] : []));
          if (callIds.length === 0) return;
          const next = prompt[i + 1];
          expect(next?.role).toBe('tool');
          const resultIds = next!.role === 'tool' ? next!.content.flatMap((p) => (p.type === 'tool-result' ? [p.toolCallId] : [])) : [];
          expect(resultIds).toEqual(callIds);
        });
      }),
      runs,
    );
  });

  it('removed messages are gone from every view', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { list, model } = run(ops);
        const views = [list.get.all, list.get.input, list.get.response, list.get.remembered];
        for (const view of views) {
          for (const message of [...view.db(), ...view.ui()]) expect(model.removedIds.has(message.id)).toBe(false);
        }
        const text = JSON.stringify([list.get.all.core(), list.get.all.prompt(), list.get.all.ui()]);
        for (const token of model.removedTokens) expect(text).not.toContain(token);
        for (const id of model.removedIds) expect(list.getSource(id)).toBeUndefined();
      }),
      runs,
    );
  });

  it('change tracking reports exactly what changed', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        // the drain op inside the sequence checks against the model; a final drain checks the rest
        const { list, model } = run([...ops, { kind: 'drain' }]);
        expect(list.drainUnsavedMessages()).toEqual([]);
        expect(model.unsaved.size).toBe(0);
      }),
      runs,
    );
  });

  it('serialize -> deserialize gives an equal list', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const { list } = run(ops);
        const data = JSON.parse(JSON.stringify(list.serialize())) as ReturnType<MessageList['serialize']>;
        const copy = (list.constructor as typeof MessageList).deserialize(data);
        expect(copy.get.all.db()).toEqual(list.get.all.db());
        expect(copy.drainUnsavedMessages().map((m) => m.id)).toEqual(list.drainUnsavedMessages().map((m) => m.id));
      }),
      runs,
    );
  });
});
