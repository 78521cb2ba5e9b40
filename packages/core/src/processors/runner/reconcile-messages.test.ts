import { describe, expect, it } from 'vitest';
import { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { Processor } from '../processor.js';
import { ProcessorRunner } from './processor-runner.js';
import { replaceScope } from './reconcile-messages.js';

function note(id: string, text: string): StoredMessage {
  return { id, role: 'assistant', createdAt: new Date(1_700_000_000_000), content: { format: 2, parts: [{ type: 'text', text }] } };
}

function list(): MessageList {
  let n = 0;
  return new MessageList({ generateId: () => `m${++n}` }).add('question', 'input').add({ role: 'assistant', content: 'answer' }, 'response');
}

const STEP = {
  stepNumber: 0,
  finishReason: 'stop' as const,
  providerMetadata: undefined,
  toolCalls: [],
  text: 'answer',
  usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
  steps: [],
};

describe('replaceScope()', () => {
  it('reads the returned array against the copy of the scope, so the scope array itself may be returned edited', () => {
    const messageList = list();
    const handed = messageList.get.all.db();
    const scope = handed.slice();
    handed.splice(0, 1, note('n1', 'instead'));
    replaceScope(messageList, scope, handed, 'context');
    expect(messageList.get.all.db().map((m) => m.id)).toEqual(['m2', 'n1']);
    expect(messageList.getSource('n1')).toBe('context');
  });

  it('is a no-op for the scope returned unchanged', () => {
    const messageList = list();
    const scope = messageList.get.all.db();
    replaceScope(messageList, scope, scope.slice(), 'context');
    expect(messageList.get.all.db()).toEqual(scope);
  });
});

describe('output-phase hooks: a returned array is upserted, whatever its identity', () => {
  it('processOutputStep: messages.push(x); return messages adds x to the response', async () => {
    const messageList = list();
    const p: Processor = {
      id: 'p',
      processOutputStep: ({ messages }) => {
        messages.push(note('n1', 'note'));
        return messages;
      },
    };
    await new ProcessorRunner().processOutputStep([p], { messageList, ...STEP });
    expect(messageList.get.response.db().map((m) => m.id)).toEqual(['m2', 'n1']);
  });

  it('processOutputResult: an element replaced in place in the array handed in updates that message', async () => {
    const messageList = list();
    const p: Processor = {
      id: 'p',
      processOutputResult: ({ messages }) => {
        messages[0] = { ...messages[0]!, content: { format: 2, parts: [{ type: 'text', text: 'ANSWER' }] } };
        return messages;
      },
    };
    await new ProcessorRunner().processOutputResult([p], {
      messageList,
      result: { text: 'answer', usage: STEP.usage, finishReason: 'stop', steps: [] },
    });
    const [answer] = messageList.get.response.db();
    expect(answer?.content.parts).toEqual([{ type: 'text', text: 'ANSWER' }]);
  });
});
