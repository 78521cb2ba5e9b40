import { convertToModelMessages, modelMessageSchema, validateUIMessages } from 'ai';
import { describe, expect, it } from 'vitest';
import { stepContent, testList, toolResults } from './test/fixtures.js';

/** A conversation with every kind of content the AI SDK schemas know. */
function conversation() {
  const list = testList();
  list.add({ role: 'user', content: [{ type: 'text', text: 'hi' }, { type: 'image', image: 'iVBORw0KGgo=', mediaType: 'image/png' }] }, 'memory');
  list.add({ role: 'assistant', content: 'hello' }, 'memory');
  list.add('Weather in Paris?', 'input');
  list.add({ role: 'assistant', content: [{ type: 'reasoning', text: 'look it up' }, ...(stepContent('Checking.', [{ id: 'c1' }, { id: 'c2' }]).content as never[])] }, 'response');
  list.add(toolResults([{ id: 'c1', value: { temp: 21 } }, { id: 'c2', value: 'down', error: true }]), 'response');
  list.add({ role: 'assistant', parts: [{ type: 'data-progress', data: { done: true } }] } as never, 'response');
  list.add(stepContent('It is 21 degrees.'), 'response');
  return list;
}

describe('MessageList output is valid for the AI SDK', () => {
  it('get.all.core() messages pass the AI SDK ModelMessage schema', () => {
    for (const message of conversation().get.all.core()) {
      expect(modelMessageSchema.safeParse(message).success).toBe(true);
    }
  });

  it('get.all.ui() messages pass validateUIMessages', async () => {
    await expect(validateUIMessages({ messages: conversation().get.all.ui() })).resolves.toHaveLength(4);
  });

  it("the AI SDK's convertToModelMessages(ui()) keeps the same texts, calls and results as core()", async () => {
    const list = conversation();
    const essence = (messages: { role: string; content: unknown }[]) =>
      messages.map((message) => ({
        role: message.role,
        parts: (typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : (message.content as Record<string, unknown>[]))
          .filter((part) => part.type !== 'file')
          .map((part) => [part.type, part.text ?? part.toolCallId, part.output ?? part.input]),
      }));
    const fromSdk = await convertToModelMessages(list.get.all.ui(), { convertDataPart: () => undefined });
    expect(essence(fromSdk)).toEqual(essence(list.get.all.core()));
  });
});
