import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from './message-list.js';
import { MessageListError } from './message-list-error.js';
import type { ResponseMark } from './message-list-types.js';
import type { AddMessageSource } from './message-source.js';
import type { MessageSource, StoredMessage } from './stored-message.js';
import { MessageList as ReferenceMessageList } from './test/reference/message-list.js';

/**
 * Differential test: random sequences of operations run against `MessageList` and against the
 * frozen copy of the implementation it replaced (`test/reference/`), and every observable result
 * (return values, thrown error codes, every view and getter, change tracking, serialisation) must
 * be identical. The reference knows only the canonical source names: where the current list is
 * given Mastra's `user`, the reference is given `input`.
 */

const SOURCES = ['input', 'response', 'memory', 'context'] as const;

type Op =
  | { kind: 'user'; source: MessageSource; form: 'string' | 'model' | 'ui' | 'stored'; alias: boolean }
  | { kind: 'step'; source: MessageSource; text: boolean; reasoning: boolean; calls: number }
  | { kind: 'stream'; part: 'text' | 'reasoning' | 'tool-call' | 'file' | 'source' }
  | { kind: 'stream-stored'; part: 'text' | 'data' }
  | { kind: 'data'; key: string }
  | { kind: 'ui-assistant'; source: MessageSource; state: 'input-available' | 'output-available' | 'output-error' }
  | { kind: 'results'; picks: number[]; style: 'json' | 'text' | 'error-text' }
  | { kind: 'system'; via: 'add' | 'addSystem' | 'tagged' | 'replace' | 'clear' | 'clear-tag' | 'snapshot' | 'restore'; text: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'update'; pick: number }
  | { kind: 'duplicate'; pick: number; policy: 'error' | 'replace' | 'skip'; same: boolean }
  | { kind: 'drain' }
  | { kind: 'mark' }
  | { kind: 'rollback'; pick: number }
  | { kind: 'mark-unsaved'; pick: number }
  | { kind: 'edit-in-place'; pick: number }
  | { kind: 'invalid'; what: 'number' | 'role' | 'source' }
  | { kind: 'round-trip' };

const sourceArb = fc.constantFrom(...SOURCES);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('user' as const),
      source: sourceArb,
      form: fc.constantFrom('string' as const, 'model' as const, 'ui' as const, 'stored' as const),
      alias: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('step' as const),
      source: fc.constantFrom('response' as const, 'response' as const, 'response' as const, 'input' as const, 'memory' as const),
      text: fc.boolean(),
      reasoning: fc.boolean(),
      calls: fc.integer({ min: 0, max: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('stream' as const), part: fc.constantFrom('text' as const, 'text' as const, 'reasoning' as const, 'tool-call' as const, 'file' as const, 'source' as const) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('stream-stored' as const), part: fc.constantFrom('text' as const, 'data' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('data' as const), key: fc.constantFrom('progress', 'status') }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('ui-assistant' as const),
      source: sourceArb,
      state: fc.constantFrom('input-available' as const, 'output-available' as const, 'output-error' as const),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('results' as const),
      picks: fc.array(fc.nat(), { maxLength: 3 }),
      style: fc.constantFrom('json' as const, 'text' as const, 'error-text' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('system' as const),
      via: fc.constantFrom('add' as const, 'addSystem' as const, 'tagged' as const, 'replace' as const, 'clear' as const, 'clear-tag' as const, 'snapshot' as const, 'restore' as const),
      text: fc.integer({ min: 0, max: 3 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat(), policy: fc.constantFrom('error' as const, 'replace' as const, 'skip' as const), same: fc.boolean() }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('drain' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('mark' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('mark-unsaved' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('edit-in-place' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('invalid' as const), what: fc.constantFrom('number' as const, 'role' as const, 'source' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('round-trip' as const) }), weight: 1 },
);

/** Operation inputs, built once per operation so both lists get equal (but distinct) objects. */
class Inputs {
  private counter = 0;
  readonly calls: string[] = [];

  next(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  call(): string {
    const id = this.next('call-');
    this.calls.push(id);
    return id;
  }

  pickCall(pick: number): string {
    return this.calls.length === 0 || pick % 5 === 4 ? 'call-unknown' : (this.calls[pick % this.calls.length] ?? 'call-unknown');
  }
}

/** One side of the comparison: a list and what the operations left on it. */
interface Side {
  /** The name this side's list is given for the `input` source (`user` on the current side, sometimes). */
  inputName: (alias: boolean) => AddMessageSource;
  list: MessageList;
  marks: ResponseMark[];
  snapshots: ReturnType<MessageList['snapshotSystemMessages']>[];
}

function newSide(List: typeof MessageList, aliases: boolean): Side {
  let n = 0;
  return {
    inputName: (alias) => (aliases && alias ? 'user' : 'input'),
    list: new List({ threadId: 't1', resourceId: 'r1', generateId: () => `g${++n}` }),
    marks: [],
    snapshots: [],
  };
}

/** The name `side` gives `source` (Mastra's `user` for `input` when `alias`). */
function named(side: Side, source: MessageSource, alias: boolean): AddMessageSource {
  return source === 'input' ? side.inputName(alias) : source;
}

function pickMessage(list: MessageList, pick: number): StoredMessage | undefined {
  const all = list.get.all.db();
  return all.length === 0 ? undefined : all[pick % all.length];
}

/** The message inputs of `op`, a fresh structure each call (so neither list sees the other's objects). */
function build(op: Op, inputs: Inputs, side: Side): unknown {
  const { list } = side;
  switch (op.kind) {
    case 'user': {
      const text = inputs.next('question ');
      const source = named(side, op.source, op.alias);
      if (op.form === 'string') return list.add(text, source).size;
      if (op.form === 'model') return list.add({ role: 'user', content: [{ type: 'text', text }] }, source).size;
      if (op.form === 'ui') return list.add({ id: inputs.next('ui-'), role: 'user', parts: [{ type: 'text', text }] }, source).size;
      const stored: StoredMessage = {
        id: inputs.next('s-'),
        role: 'user',
        createdAt: new Date(1_700_000_000_000),
        content: { format: 2, parts: [{ type: 'text', text }] },
      };
      return list.add(stored, source).size;
    }
    case 'step': {
      const content: ({ type: 'text'; text: string } | { type: 'reasoning'; text: string } | { type: 'tool-call'; toolCallId: string; toolName: string; input: unknown })[] = [];
      if (op.reasoning) content.push({ type: 'reasoning', text: inputs.next('thinking ') });
      if (op.text) content.push({ type: 'text', text: inputs.next('answer ') });
      for (let i = 0; i < op.calls; i++) content.push({ type: 'tool-call', toolCallId: inputs.call(), toolName: 'weather', input: { city: inputs.next('c') } });
      return list.add({ role: 'assistant', content }, op.source).size;
    }
    case 'stream': {
      if (op.part === 'text') return list.add({ role: 'assistant', content: [{ type: 'text', text: inputs.next('delta ') }] }, 'response').size;
      if (op.part === 'reasoning') return list.add({ role: 'assistant', content: [{ type: 'reasoning', text: inputs.next('r ') }] }, 'response').size;
      if (op.part === 'file') {
        return list.add({ role: 'assistant', content: [{ type: 'file', mediaType: 'text/plain', data: 'aGk=' }] }, 'response').size;
      }
      if (op.part === 'source') {
        return list.add({ id: inputs.next('ui-'), role: 'assistant', parts: [{ type: 'source-url', sourceId: inputs.next('src'), url: 'https://example.com' }] }, 'response').size;
      }
      return list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: inputs.call(), toolName: 'search', input: { q: 'x' } }] }, 'response').size;
    }
    case 'stream-stored': {
      const last = list.get.response.db().at(-1);
      const id = last?.role === 'assistant' ? last.id : inputs.next('resp-');
      const part = op.part === 'text' ? { type: 'text' as const, text: inputs.next('more ') } : { type: 'data-progress' as const, data: { n: inputs.next('') } };
      return list.add({ id, role: 'assistant', createdAt: new Date(1_700_000_000_000), content: { format: 2, parts: [part] } }, 'response').size;
    }
    case 'data': {
      const last = list.get.response.db().at(-1);
      const id = last?.role === 'assistant' ? last.id : inputs.next('data-');
      return list.add({ id, role: 'assistant', parts: [{ type: `data-${op.key}`, data: { value: inputs.next('') } }] }, 'response').size;
    }
    case 'ui-assistant': {
      const toolCallId = inputs.call();
      const base = { type: 'tool-lookup' as const, toolCallId, input: { q: 'y' } };
      const part =
        op.state === 'input-available'
          ? { ...base, state: 'input-available' as const }
          : op.state === 'output-available'
            ? { ...base, state: 'output-available' as const, output: { hits: 2 } }
            : { ...base, state: 'output-error' as const, errorText: 'boom' };
      return list.add({ id: inputs.next('ui-'), role: 'assistant', parts: [{ type: 'step-start' }, { type: 'text', text: inputs.next('ui text ') }, part] }, op.source).size;
    }
    case 'results': {
      const parts: (
        | { type: 'tool-result'; toolCallId: string; toolName: string; output: { type: 'json'; value: { n: number } } | { type: 'text' | 'error-text'; value: string } }
      )[] = op.picks.map((pick) => ({
        type: 'tool-result',
        toolCallId: inputs.pickCall(pick),
        toolName: pick % 7 === 6 ? 'other' : 'weather',
        output: op.style === 'json' ? { type: 'json', value: { n: pick % 3 } } : { type: op.style, value: `v${pick % 3}` },
      }));
      return list.add({ role: 'tool', content: parts }, 'response').size;
    }
    case 'system': {
      const text = `system ${op.text}`;
      if (op.via === 'add') return list.add({ role: 'system', content: text }, 'input').size;
      if (op.via === 'addSystem') return list.addSystem(text).getAllSystemMessages();
      if (op.via === 'tagged') return list.addSystem({ role: 'system', content: text }, `tag${op.text % 2}`).getSystemMessages(`tag${op.text % 2}`);
      if (op.via === 'replace') {
        list.replaceAllSystemMessages([{ role: 'system', content: text }]);
        return list.getSystemMessages();
      }
      if (op.via === 'clear') {
        list.clearSystemMessages();
        return list.getAllSystemMessages();
      }
      if (op.via === 'clear-tag') {
        list.clearSystemMessages(`tag${op.text % 2}`);
        return list.getAllSystemMessages();
      }
      if (op.via === 'snapshot') {
        side.snapshots.push(list.snapshotSystemMessages());
        return side.snapshots.at(-1);
      }
      const snapshot = side.snapshots[op.text % Math.max(side.snapshots.length, 1)];
      if (snapshot !== undefined) list.restoreSystemMessages(snapshot, op.text % 2 === 0 ? {} : { only: 'untagged' });
      return list.getAllSystemMessages();
    }
    case 'remove': {
      const target = pickMessage(list, op.pick);
      return list.removeByIds(target === undefined ? ['nope'] : [target.id, 'nope']);
    }
    case 'update': {
      const toolCallId = inputs.pickCall(op.pick);
      const updated = list.updateToolInvocation({
        type: 'tool-invocation',
        toolInvocation: { state: 'result', toolCallId, toolName: 'weather', args: {}, result: { updated: op.pick % 3 } },
      });
      return [updated, list.getToolInvocation(toolCallId)];
    }
    case 'duplicate': {
      const target = pickMessage(list, op.pick);
      if (target === undefined) return undefined;
      const copy = structuredClone(target);
      if (!op.same) copy.content.parts.push({ type: 'text', text: 'changed' });
      return list.add(copy, 'response', { duplicates: op.policy }).size;
    }
    case 'drain':
      return [list.drainUnsavedMessages(), list.drainRemovedIds().sort()];
    case 'mark':
      side.marks.push(list.markResponse());
      return side.marks.at(-1);
    case 'rollback': {
      const mark = side.marks[op.pick % Math.max(side.marks.length, 1)];
      if (mark !== undefined) list.rollbackResponse(mark);
      return list.size;
    }
    case 'mark-unsaved': {
      const target = pickMessage(list, op.pick);
      list.markUnsaved(target === undefined ? ['nope'] : [target.id]);
      return undefined;
    }
    case 'edit-in-place': {
      const target = pickMessage(list, op.pick);
      const part = target?.content.parts.find((p) => p.type === 'text');
      if (part?.type !== 'text' || target === undefined) return undefined;
      // Edited in place and reported, as documented (an unreported edit reaches `content.content`
      // at the next drain only: a merge appends the new parts' text to it).
      part.text = `${part.text} (edited)`;
      list.markUnsaved([target.id]);
      return undefined;
    }
    case 'invalid': {
      if (op.what === 'number') return list.add(42 as unknown as string, 'input').size;
      if (op.what === 'role') return list.add({ role: 'robot', content: 'x' } as unknown as string, 'input').size;
      return list.add('x', 'nowhere' as MessageSource).size;
    }
    case 'round-trip': {
      const data = JSON.parse(JSON.stringify(list.serialize())) as ReturnType<MessageList['serialize']>;
      let n = 1000;
      side.list = (list.constructor as typeof MessageList).deserialize(data, { generateId: () => `d${++n}` });
      side.marks = [];
      return data;
    }
  }
}

/** Runs `op` on one side: its result, or the code of the `MessageListError` it threw. */
function run(op: Op, inputs: Inputs, side: Side): unknown {
  try {
    return { value: build(op, inputs, side) };
  } catch (error) {
    if (!MessageListError.isInstance(error)) throw error;
    return { error: error.code, messageId: error.messageId, toolCallId: error.toolCallId, index: error.index };
  }
}

/** Everything a caller can observe of a list (copies, so later operations do not change it). */
function observe(list: MessageList, calls: readonly string[]): unknown {
  const all = list.get.all.db();
  return structuredClone({
    size: list.size,
    db: all,
    input: list.get.input.db(),
    response: list.get.response.db(),
    remembered: list.get.remembered.db(),
    core: list.get.all.core(),
    ui: list.get.all.ui(),
    responseUi: list.get.response.ui(),
    prompt: list.get.all.prompt(),
    promptV2: list.get.all.promptV2(),
    system: list.getAllSystemMessages(),
    untagged: list.getSystemMessages(),
    sources: all.map((message) => list.getSource(message.id)),
    byId: all.map((message) => list.getById(message.id) === message),
    calls: calls.map((id) => list.getToolInvocation(id)),
    serialized: list.serialize(),
  });
}

describe('MessageList against the frozen reference implementation', () => {
  beforeEach(() => {
    // Both lists date new messages from Date.now(): freeze it so their dates agree.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(1_750_000_000_000) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every operation gives the same result, error and observable state', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (ops) => {
        const current = newSide(MessageList, true);
        // The reference is the same class shape (private fields aside).
        const reference = newSide(ReferenceMessageList as unknown as typeof MessageList, false);
        const currentInputs = new Inputs();
        const referenceInputs = new Inputs();
        for (const op of ops) {
          const got = structuredClone(run(op, currentInputs, current));
          const want = structuredClone(run(op, referenceInputs, reference));
          expect(got, `result of ${JSON.stringify(op)}`).toEqual(want);
          expect(observe(current.list, currentInputs.calls), `state after ${JSON.stringify(op)}`).toEqual(
            observe(reference.list, referenceInputs.calls),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('long streamed turns (parts, data by id, tool calls and results, marks, rollbacks) stay identical', () => {
    const streamOp: fc.Arbitrary<Op> = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('stream' as const), part: fc.constantFrom('text' as const, 'reasoning' as const, 'tool-call' as const, 'source' as const) }), weight: 10 },
      { arbitrary: fc.record({ kind: fc.constant('stream-stored' as const), part: fc.constantFrom('text' as const, 'data' as const) }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('data' as const), key: fc.constant('progress') }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('results' as const), picks: fc.array(fc.nat(), { maxLength: 2 }), style: fc.constant('json' as const) }), weight: 3 },
      { arbitrary: fc.record({ kind: fc.constant('mark' as const) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('edit-in-place' as const), pick: fc.nat() }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('drain' as const) }), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(streamOp, { minLength: 50, maxLength: 300 }), (ops) => {
        const current = newSide(MessageList, true);
        const reference = newSide(ReferenceMessageList as unknown as typeof MessageList, false);
        const currentInputs = new Inputs();
        const referenceInputs = new Inputs();
        run({ kind: 'user', source: 'input', form: 'string', alias: true }, currentInputs, current);
        run({ kind: 'user', source: 'input', form: 'string', alias: true }, referenceInputs, reference);
        for (const [i, op] of ops.entries()) {
          expect(structuredClone(run(op, currentInputs, current)), `result of ${JSON.stringify(op)}`).toEqual(
            structuredClone(run(op, referenceInputs, reference)),
          );
          if (i % 25 === 0) expect(observe(current.list, currentInputs.calls)).toEqual(observe(reference.list, referenceInputs.calls));
        }
        expect(observe(current.list, currentInputs.calls)).toEqual(observe(reference.list, referenceInputs.calls));
      }),
      { numRuns: 60 },
    );
  });
});
