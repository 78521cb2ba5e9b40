import { describe, expect, it } from 'vitest';
import { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorRunner } from './processor-runner.js';
import { UnknownModelError } from '../../model/unknown-model-error.js';

/** A StoredMessage a processor builds itself (as Mastra processors do). */
function userMessage(id: string, text: string): StoredMessage {
  return { id, role: 'user', createdAt: new Date(1_700_000_000_000), content: { format: 2, parts: [{ type: 'text', text }] } };
}

function textsOf(messages: readonly StoredMessage[]): string[] {
  return messages.map((message) => message.content.parts.map((part) => (part.type === 'text' ? part.text : part.type)).join(''));
}

/** Edits that a processor makes to the very `messages` array it received, before returning it. */
const EDITS: [title: string, edit: (messages: StoredMessage[]) => void, expected: string[]][] = [
  ['push', (messages) => messages.push(userMessage('extra', 'added')), ['one', 'two', 'added']],
  ['element replaced in place', (messages) => (messages[0] = { ...messages[0]!, content: { format: 2, parts: [{ type: 'text', text: 'ONE' }] } }), ['ONE', 'two']],
  ['splice (removal)', (messages) => messages.splice(0, 1), ['two']],
  [
    'part edited in place',
    (messages) => {
      const part = messages[1]!.content.parts[0];
      if (part?.type === 'text') part.text = 'TWO';
    },
    ['one', 'TWO'],
  ],
];

/** The hooks that may return a message array, each run once on a list holding 'one' and 'two'. */
const HOOKS: [title: string, run: (edit: (messages: StoredMessage[]) => void) => Promise<MessageList>][] = [
  [
    'processInput returning messages',
    async (edit) => {
      const list = twoMessages();
      const p: Processor = {
        id: 'p',
        processInput: ({ messages }) => {
          edit(messages);
          return messages;
        },
      };
      await new ProcessorRunner().processInput([p], { messageList: list });
      return list;
    },
  ],
  [
    'processInput returning { messages, systemMessages }',
    async (edit) => {
      const list = twoMessages();
      const p: Processor = {
        id: 'p',
        processInput: ({ messages, systemMessages }) => {
          edit(messages);
          return { messages, systemMessages };
        },
      };
      await new ProcessorRunner().processInput([p], { messageList: list });
      return list;
    },
  ],
  [
    'processInputStep returning messages',
    async (edit) => {
      const list = twoMessages();
      const p: Processor = {
        id: 'p',
        processInputStep: ({ messages }) => {
          edit(messages);
          return messages;
        },
      };
      await runInputStep(p, list);
      return list;
    },
  ],
  [
    'processInputStep returning { messages }',
    async (edit) => {
      const list = twoMessages();
      const p: Processor = {
        id: 'p',
        processInputStep: ({ messages }) => {
          edit(messages);
          return { messages };
        },
      };
      await runInputStep(p, list);
      return list;
    },
  ],
];

function twoMessages(): MessageList {
  let n = 0;
  return new MessageList({ generateId: () => `m${++n}` }).add(['one', 'two'], 'input');
}

async function runInputStep(p: Processor, messageList: MessageList): Promise<void> {
  await new ProcessorRunner().processInputStep([p], {
    messageList,
    stepNumber: 0,
    steps: [],
    settings: { model: {} as never, toolChoice: undefined, activeTools: undefined, tools: {}, providerOptions: undefined, modelSettings: {}, structuredOutput: undefined },
  });
}

describe('input-phase hooks: a returned array counts as the result, whatever its identity', () => {
  for (const [hook, run] of HOOKS) {
    for (const [title, edit, expected] of EDITS) {
      it(`${hook}: the same array handed in, ${title}, is applied`, async () => {
        const list = await run(edit);
        expect(textsOf(list.get.all.db())).toEqual(expected);
      });
    }

    it(`${hook}: the same array returned unchanged changes nothing`, async () => {
      const list = await run(() => undefined);
      expect(list.get.all.db().map((message) => [message.id, list.getSource(message.id)])).toEqual([
        ['m1', 'input'],
        ['m2', 'input'],
      ]);
      expect(textsOf(list.get.all.db())).toEqual(['one', 'two']);
    });
  }

  it('processInput: a message pushed onto the array handed in joins the input and is saved', async () => {
    const list = await HOOKS[0]![1]((messages) => messages.push(userMessage('extra', 'added')));
    expect(list.getSource('extra')).toBe('input');
    expect(list.drainUnsavedMessages().map((m) => m.id)).toEqual(['m1', 'm2', 'extra']);
  });

  it('processInputStep: a message pushed onto the array handed in is context for the run', async () => {
    const list = await HOOKS[2]![1]((messages) => messages.push(userMessage('extra', 'added')));
    expect(list.getSource('extra')).toBe('context');
  });
});

describe('processInputStep: a model id without a resolver', () => {
  it('fails with UnknownModelError naming the id, not a bare TypeError', async () => {
    const p: Processor = { id: 'switch-model', processInputStep: () => ({ model: 'fast-model' }) };
    const failure = await runInputStep(p, twoMessages()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(UnknownModelError.isInstance(failure)).toBe(true);
    const error = failure as UnknownModelError;
    expect(error.modelId).toBe('fast-model');
    expect(error.code).toBe('UNKNOWN_MODEL');
  });
});

describe('processInputStep: a model that is not one', () => {
  it('fails with ProcessorContractError naming the processor and the hook, not a bare TypeError', async () => {
    const p: Processor = { id: 'bad-model', processInputStep: () => ({ model: 42 as never }) };
    const failure = await runInputStep(p, twoMessages()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(ProcessorContractError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({ processorId: 'bad-model', hook: 'processInputStep', code: 'PROCESSOR_CONTRACT_ERROR' });
    expect((failure as Error).message).toContain('model');
  });
});
