import { MessageList, type MessageInput, type StoredMessage } from '@sluice/core';
import { median, type BenchCase, type BenchGroup, type CaseResult } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * MessageList cost (DESIGN.md section 7): building lists of 100 to 50,000 messages one `add` at a
 * time, and the `get.all.db()`, `get.all.core()`, `get.all.ui()` and `get.all.prompt()` views of
 * them. Messages cycle through a user question (ModelMessage), an assistant text + tool call
 * (ModelMessage), its tool result (a `tool` ModelMessage, folded into the call) and an assistant
 * answer (StoredMessage). The floor pushes the same prepared objects into a plain array.
 * Budgets: < 5 µs amortized per add at 10,000 messages; each view of 10,000 messages < 20 ms.
 */
const SIZES = [100, 1_000, 10_000, 50_000];

function inputs(messageCount: number): MessageInput[] {
  const out: MessageInput[] = [];
  for (let i = 0; out.length < (messageCount / 3) * 4; i++) {
    out.push({ role: 'user', content: `Question ${i}: what is the weather in city ${i}?` });
    out.push({
      role: 'assistant',
      content: [
        { type: 'text', text: `Let me look up city ${i}.` },
        { type: 'tool-call', toolCallId: `call-${i}`, toolName: 'weather', input: { city: `city ${i}` } },
      ],
    });
    out.push({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: `call-${i}`, toolName: 'weather', output: { type: 'json', value: { temp: i % 40, sky: 'clear' } } }],
    });
    const answer: StoredMessage = {
      id: `answer-${i}`,
      role: 'assistant',
      createdAt: new Date(1_700_000_000_000 + i),
      content: { format: 2, parts: [{ type: 'text', text: `It is ${i % 40} degrees and clear in city ${i}.` }] },
    };
    out.push(answer);
  }
  return out;
}

function build(prepared: readonly MessageInput[]): MessageList {
  const list = new MessageList();
  for (const message of prepared) list.add(message, 'input');
  return list;
}

const perAdd = new Map<number, { wall: number | undefined; cpu: number }>();

/** Median CPU time (user + system) of this process per add over 5 builds, in microseconds. */
function cpuMicrosPerAdd(prepared: readonly MessageInput[]): number {
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    build(prepared);
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / prepared.length);
  }
  return median(samples);
}

function group(size: number): BenchGroup {
  // Built on first use and released once the group is measured, so that the lists of other sizes
  // do not sit in the heap and slow every garbage collection down.
  let prepared: MessageInput[] | undefined;
  let built: MessageList | undefined;
  const getPrepared = () => (prepared ??= inputs(size));
  const getList = () => (built ??= build(getPrepared()));
  const adds = inputs(size).length;
  const messageCount = (adds / 4) * 3;
  const atTenThousand = size === 10_000;
  const viewBudget = atTenThousand ? { maxMillis: 20, description: '< 20 ms at 10,000' } : undefined;
  const view = (name: string, run: () => unknown): BenchCase => ({
    name,
    run,
    units: messageCount,
    unit: 'msg',
    ...(viewBudget === undefined ? {} : { budget: viewBudget }),
  });
  return {
    name: `message-list ${size.toLocaleString('en-US')}`,
    rounds: size >= 50_000 ? 7 : 15,
    floor: {
      name: 'push prepared objects',
      run: () => {
        const array: MessageInput[] = [];
        for (const message of getPrepared()) array.push(message);
        return array;
      },
      units: adds,
      unit: 'add',
    },
    cases: [
      {
        name: `build by add (${adds} adds, ${messageCount} msgs)`,
        run: () => build(getPrepared()),
        units: adds,
        unit: 'add',
        ...(atTenThousand ? { budget: { maxMicrosPerUnit: 5, description: '< 5 µs/add at 10,000' } } : {}),
      },
      view('get.all.db()', () => getList().get.all.db()),
      view('get.all.core()', () => getList().get.all.core()),
      view('get.all.ui()', () => getList().get.all.ui()),
      view('get.all.prompt()', () => getList().get.all.prompt()),
    ],
    notes: (results: CaseResult[]) => {
      const build = results.find((r) => r.name.startsWith('build by add'));
      perAdd.set(size, { wall: build?.microsPerUnit, cpu: cpuMicrosPerAdd(getPrepared()) });
      prepared = undefined;
      built = undefined;
      if (size !== SIZES[SIZES.length - 1]) return [];
      const figure = (n: number, key: 'wall' | 'cpu') => `${n.toLocaleString('en-US')}: ${perAdd.get(n)?.[key]?.toFixed(2) ?? '?'} µs`;
      return [
        `message-list per-add cost by list size, median wall time (flat = linear build): ${SIZES.map((n) => figure(n, 'wall')).join(', ')}`,
        `message-list per-add cost by list size, median CPU time of this process (ignores time other processes held the core): ${SIZES.map((n) => figure(n, 'cpu')).join(', ')}`,
      ];
    },
  };
}

const suite: BenchSuite = {
  name: 'message-list',
  groups: () => SIZES.map(group),
};

export default suite;
