import { MessageList, type MessageInput, type StoredMessage } from '@sluice/core';
import { median, type BenchCase, type BenchGroup, type CaseResult } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * MessageList cost (DESIGN.md section 7): building lists of 100 to 50,000 messages one `add` at a
 * time, and the `get.all.db()`, `get.all.core()`, `get.all.ui()` and `get.all.prompt()` views of
 * them. Messages cycle through a user question (ModelMessage), an assistant text + tool call
 * (ModelMessage), its tool result (a `tool` ModelMessage, folded into the call) and an assistant
 * answer (StoredMessage). The floor pushes the same prepared objects into a plain array.
 * Budgets: < 5 µs amortized per add at 10,000 messages (checked on "add 1,000 to a 10,000-message
 * list, then remove them", removal included); each view of 10,000 messages < 20 ms. "build by add"
 * builds a whole list per run and shows the scaling (its garbage makes it GC-heavy).
 * The last group streams parts into one long assistant turn (see `longTurnGroup`).
 */
const SIZES = [100, 1_000, 10_000, 50_000];

function inputs(messageCount: number, prefix = ''): MessageInput[] {
  const out: MessageInput[] = [];
  for (let n = 0; out.length < (messageCount / 3) * 4; n++) {
    const i = `${prefix}${n}`;
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
      content: [{ type: 'tool-result', toolCallId: `call-${i}`, toolName: 'weather', output: { type: 'json', value: { temp: n % 40, sky: 'clear' } } }],
    });
    const answer: StoredMessage = {
      id: `answer-${i}`,
      role: 'assistant',
      createdAt: new Date(1_700_000_000_000 + n),
      content: { format: 2, parts: [{ type: 'text', text: `It is ${n % 40} degrees and clear in city ${i}.` }] },
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

/**
 * A list of `size` messages whose generated ids are recorded, and a run that adds 1,000 more
 * messages one `add` at a time and then removes them, so the list stays at `size` messages.
 */
function addToExisting(size: number): { run: () => void; adds: number } {
  let generated: string[] = [];
  let counter = 0;
  const list = new MessageList({
    generateId: () => {
      const id = `g${counter++}`;
      generated.push(id);
      return id;
    },
  });
  for (const message of inputs(size)) list.add(message, 'input');
  const extra = inputs(750, 'extra-');
  const storedIds = extra.flatMap((message) => (typeof message === 'object' && 'id' in message ? [message.id] : []));
  return {
    adds: extra.length,
    run: () => {
      generated = [];
      for (const message of extra) list.add(message, 'input');
      list.removeByIds([...generated, ...storedIds]);
    },
  };
}

/** Wall-time per-add figures of the groups measured so far, for the scaling note. */
const perAdd = new Map<number, number | undefined>();

/** Median CPU time (user + system) of this process for `run`, in milliseconds, over `rounds` runs. */
function cpuMillis(run: () => unknown, rounds = 7): number {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
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
  let existing: ReturnType<typeof addToExisting> | undefined;
  const getExisting = () => (existing ??= addToExisting(size));
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
      },
      {
        name: `add 1,000 to a ${size.toLocaleString('en-US')}-message list, then remove them`,
        run: () => {
          getExisting().run();
        },
        units: 1_000,
        unit: 'add',
        ...(atTenThousand ? { budget: { maxMicrosPerUnit: 5, description: '< 5 µs/add at 10,000' } } : {}),
      },
      view('get.all.db()', () => getList().get.all.db()),
      view('get.all.core()', () => getList().get.all.core()),
      view('get.all.ui()', () => getList().get.all.ui()),
      view('get.all.prompt()', () => getList().get.all.prompt()),
    ],
    notes: (results: CaseResult[]) => {
      const buildResult = results.find((r) => r.name.startsWith('build by add'));
      perAdd.set(size, buildResult?.microsPerUnit);
      // CPU time of this process does not count the time other processes held the core, which
      // dominates wall time on a shared machine; same work as the cases above.
      const list = getList();
      const cpu = {
        build: (cpuMillis(() => build(getPrepared()), 3) * 1000) / adds,
        addToExisting: cpuMillis(() => {
          getExisting().run();
        }),
        db: cpuMillis(() => list.get.all.db()),
        core: cpuMillis(() => list.get.all.core()),
        ui: cpuMillis(() => list.get.all.ui()),
        prompt: cpuMillis(() => list.get.all.prompt()),
      };
      prepared = undefined;
      built = undefined;
      existing = undefined;
      const lines = [
        `message-list ${size.toLocaleString('en-US')} CPU time: build ${cpu.build.toFixed(2)} µs/add, add to existing ${cpu.addToExisting.toFixed(2)} µs/add, db() ${cpu.db.toFixed(2)} ms, core() ${cpu.core.toFixed(2)} ms, ui() ${cpu.ui.toFixed(2)} ms, prompt() ${cpu.prompt.toFixed(2)} ms`,
      ];
      if (size === SIZES[SIZES.length - 1]) {
        const figures = SIZES.map((n) => `${n.toLocaleString('en-US')}: ${perAdd.get(n)?.toFixed(2) ?? '?'} µs`);
        lines.push(`message-list per-add cost of a whole build by list size, median wall time (flat = linear): ${figures.join(', ')}`);
      }
      return lines;
    },
  };
}

/** Part counts of the long turn at which the per-add cost is measured. */
const TURN_SIZES = [1_000, 10_000];
/** Adds measured per run, each run starting from a turn of a `TURN_SIZES` length. */
const TURN_ADDS = 1_000;

/**
 * The `i`-th streamed part of a long assistant turn, as the loop and processors add it: mostly text,
 * some reasoning, now and then a tool call followed by its result (a `tool` message), and data parts
 * written into the turn by its id (as core does for persisted `data-*` chunks).
 */
function turnPart(i: number, turnId: string): MessageInput[] {
  if (i % 25 === 24) return [{ id: turnId, role: 'assistant', parts: [{ type: 'data-progress', data: { step: i } }] }];
  if (i % 50 === 49) {
    const toolCallId = `turn-call-${i}`;
    return [
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName: 'search', input: { q: `q${i}` } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId, toolName: 'search', output: { type: 'text', value: `hit ${i}` } }] },
    ];
  }
  if (i % 10 === 9) return [{ role: 'assistant', content: [{ type: 'reasoning', text: `thinking ${i}` }] }];
  return [{ role: 'assistant', content: [{ type: 'text', text: `word ${i} ` }] }];
}

/**
 * A response whose one assistant message already holds `parts` streamed parts, and a run that adds
 * `TURN_ADDS` more one `add` at a time, then rolls the response back to where it was (so every run
 * starts from the same length).
 */
function longTurn(parts: number): { run: () => void; adds: number } {
  let counter = 0;
  const list = new MessageList({ generateId: () => `t${counter++}` });
  list.add('Write a long answer, calling tools as you go.', 'input');
  list.add({ role: 'assistant', content: [{ type: 'text', text: 'Sure. ' }] }, 'response');
  const turnId = list.get.response.db()[0]?.id ?? '';
  for (let i = 1; i < parts; i++) list.add(turnPart(i, turnId), 'response');
  const extra: MessageInput[] = [];
  for (let i = parts; extra.length < TURN_ADDS; i++) extra.push(...turnPart(i, turnId));
  extra.length = TURN_ADDS;
  return {
    adds: extra.length,
    run: () => {
      const mark = list.markResponse();
      for (const message of extra) list.add(message, 'response');
      list.rollbackResponse(mark);
    },
  };
}

/**
 * One assistant turn of 10,000 streamed parts: the per-add cost of appending to the last assistant
 * message at 1,000 and at 10,000 parts (warm JIT, after the harness's warm-up runs). Budgets: < 5 µs
 * per add at 10,000, and growth from 1,000 to 10,000 parts < 1.5x (in the notes: the harness
 * compares with the floor only).
 */
function longTurnGroup(): BenchGroup {
  const turns = new Map<number, ReturnType<typeof longTurn>>();
  const getTurn = (parts: number) => {
    let turn = turns.get(parts);
    if (turn === undefined) {
      turn = longTurn(parts);
      turns.set(parts, turn);
    }
    return turn;
  };
  const prepared: MessageInput[] = [];
  for (let i = 0; prepared.length < TURN_ADDS; i++) prepared.push(...turnPart(i, 'turn'));
  const caseName = (parts: number) => `add ${TURN_ADDS.toLocaleString('en-US')} parts to a turn of ${parts.toLocaleString('en-US')} parts`;
  return {
    name: 'one assistant turn of 10,000 streamed parts',
    // Runs take 1-2 ms: many rounds, so that the medians hold on a shared machine.
    rounds: 61,
    floor: {
      name: 'push prepared parts',
      run: () => {
        const array: MessageInput[] = [];
        for (let i = 0; i < TURN_ADDS; i++) array.push(prepared[i] as MessageInput);
        return array;
      },
      units: TURN_ADDS,
      unit: 'add',
    },
    cases: TURN_SIZES.map((parts) => ({
      name: caseName(parts),
      run: () => {
        getTurn(parts).run();
      },
      units: TURN_ADDS,
      unit: 'add',
      ...(parts === 10_000 ? { budget: { maxMicrosPerUnit: 5, description: '< 5 µs/add at 10,000 parts' } } : {}),
    })),
    notes: (results: CaseResult[]) => {
      const [small, large] = TURN_SIZES.map((parts) => results.find((r) => r.name === caseName(parts))?.microsPerUnit);
      // CPU time of this process too: on a shared machine wall time also counts other processes.
      const [cpuSmall, cpuLarge] = TURN_SIZES.map((parts) => (cpuMillis(() => {
        getTurn(parts).run();
      }, 61) * 1000) / TURN_ADDS);
      turns.clear();
      if (small === undefined || large === undefined || cpuSmall === undefined || cpuLarge === undefined) return [];
      const growth = (a: number, b: number) => `${(b / a).toFixed(2)}x (${b / a < 1.5 ? 'ok' : 'OVER'} (< 1.5x))`;
      return [
        `message-list one long turn, per-add cost at 1,000 parts ${small.toFixed(2)} µs, at 10,000 parts ${large.toFixed(2)} µs: growth ${growth(small, large)}; CPU time ${cpuSmall.toFixed(2)} µs and ${cpuLarge.toFixed(2)} µs: growth ${growth(cpuSmall, cpuLarge)}`,
      ];
    },
  };
}

const suite: BenchSuite = {
  name: 'message-list',
  groups: () => [...SIZES.map(group), longTurnGroup()],
};

export default suite;
