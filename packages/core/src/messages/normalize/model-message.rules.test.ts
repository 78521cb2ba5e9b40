import { describe, expect, it } from 'vitest';
import type { MessageInput } from '../message-list-types.js';
import type { MessagePart } from '../stored-message.js';
import { testList, messageListErrorOf } from '../test/fixtures.js';

function userFile(part: Record<string, unknown>): MessagePart {
  const list = testList().add({ role: 'user', content: [part] } as unknown as MessageInput, 'input');
  return list.get.all.db()[0]!.content.parts[0]!;
}

describe('ModelMessage images and files', () => {
  it.each([
    ['png', 'iVBORw0KGgoAAAA', 'image/png'],
    ['jpeg', '/9j/4AAQSkZJRg', 'image/jpeg'],
    ['gif', 'R0lGODlhAQABAA', 'image/gif'],
    ['webp', 'UklGRiQAAABXRUJQ', 'image/webp'],
    ['unknown bytes', 'AAAAAAAA', 'image/*'],
  ])('an image without mediaType gets the media type of its %s signature', (_, image, mediaType) => {
    expect(userFile({ type: 'image', image })).toEqual({ type: 'file', mediaType, data: image });
  });

  it('an image without mediaType given as a data URL takes the URL media type', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz4=';
    expect(userFile({ type: 'image', image })).toMatchObject({ mediaType: 'image/svg+xml', data: image });
  });

  it('an image with a mediaType keeps it whatever its bytes look like', () => {
    expect(userFile({ type: 'image', image: 'iVBORw0KGgoAAAA', mediaType: 'image/x-custom' })).toMatchObject({ mediaType: 'image/x-custom' });
  });

  it('an ArrayBuffer is stored as base64', () => {
    const bytes = new Uint8Array([104, 105]);
    expect(userFile({ type: 'file', data: bytes.buffer, mediaType: 'text/plain' })).toEqual({ type: 'file', mediaType: 'text/plain', data: 'aGk=' });
  });

  it('a file without mediaType is rejected even though an image would get one guessed', () => {
    expect(messageListErrorOf(() => userFile({ type: 'file', data: 'iVBORw0KGgoAAAA' }))?.code).toBe('INVALID_MESSAGE');
  });

  it('a file or image whose data is not base64, bytes or a URL is rejected', () => {
    expect(messageListErrorOf(() => userFile({ type: 'file', data: 42, mediaType: 'a/b' }))?.code).toBe('INVALID_MESSAGE');
    expect(messageListErrorOf(() => userFile({ type: 'image', image: { bytes: [1] } }))?.code).toBe('INVALID_MESSAGE');
  });

  it('a file keeps its filename and its providerOptions as providerMetadata', () => {
    const part = userFile({ type: 'file', data: 'AAAA', mediaType: 'a/b', filename: 'f.bin', providerOptions: { p: { k: 1 } } });
    expect(part).toEqual({ type: 'file', mediaType: 'a/b', data: 'AAAA', filename: 'f.bin', providerMetadata: { p: { k: 1 } } });
  });
});

describe('ModelMessage tool results', () => {
  it('an execution-denied result without a reason is stored as an error with a default reason', () => {
    const list = testList();
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'execution-denied' } }] }, 'response');
    expect(list.getToolInvocation('c')!.toolInvocation).toMatchObject({ state: 'result', result: 'Tool execution denied.', isError: true });
  });

  it('an execution-denied result keeps its reason as the error result', () => {
    const list = testList();
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'execution-denied', reason: 'over budget' } }] }, 'response');
    expect(list.getToolInvocation('c')!.toolInvocation).toMatchObject({ result: 'over budget', isError: true });
  });

  it('a content result is not an error: ui() shows an available output', () => {
    const list = testList();
    list.add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    const output = { type: 'content' as const, value: [{ type: 'text' as const, text: 'hi' }] };
    list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output }] }, 'response');
    expect(list.getToolInvocation('c')!.toolInvocation).not.toHaveProperty('isError');
    expect(list.get.all.ui()[0]!.parts.at(-1)).toMatchObject({ state: 'output-available', output: output.value });
  });

  it('a tool result whose output has no type is rejected', () => {
    const list = testList().add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    expect(messageListErrorOf(() => list.add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { value: 1 } }] } as never, 'response'))).toMatchObject({
      code: 'INVALID_MESSAGE',
      toolCallId: 'c',
    });
  });

  it('a result in the same assistant message as its call completes the call', () => {
    const list = testList().add(
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'c', toolName: 't', input: { q: 1 } },
          { type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'error-text', value: 'boom' } },
        ],
      },
      'response',
    );
    expect(list.get.all.db()[0]!.content.parts).toHaveLength(2);
    expect(list.getToolInvocation('c')!.toolInvocation).toMatchObject({ state: 'result', args: { q: 1 }, result: 'boom', isError: true });
  });

  it('a malformed tool result names its call and the position of the bad input', () => {
    const list = testList().add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }, 'response');
    const error = messageListErrorOf(() => list.add(['ok', { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: 'raw' }] } as never], 'input'));
    expect(error).toMatchObject({ code: 'INVALID_MESSAGE', toolCallId: 'c', index: 1 });
  });

  it('a tool-call or tool-result without toolName is rejected', () => {
    expect(messageListErrorOf(() => testList().add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', input: {} }] } as never, 'response'))?.code).toBe('INVALID_MESSAGE');
    expect(messageListErrorOf(() => testList().add({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', output: { type: 'text', value: 'x' } }] } as never, 'response'))?.code).toBe(
      'INVALID_MESSAGE',
    );
  });

  it('a provider-executed tool call stays marked as such', () => {
    const list = testList().add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {}, providerExecuted: true }] }, 'response');
    expect(list.getToolInvocation('c')!.providerExecuted).toBe(true);
    const plain = testList().add({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'd', toolName: 't', input: {} }] }, 'response');
    expect(plain.getToolInvocation('d')).not.toHaveProperty('providerExecuted');
  });
});

describe('ModelMessage errors', () => {
  it('an invalid ModelMessage reports its position in the added array', () => {
    const error = messageListErrorOf(() => testList().add(['a', 'b', { role: 'user', content: [{ type: 'text' }] } as never], 'input'));
    expect(error).toMatchObject({ code: 'INVALID_MESSAGE', index: 2 });
  });

  it.each([
    ['a part that is not an object', { role: 'user', content: ['hi'] }],
    ['a reasoning part in a user message', { role: 'user', content: [{ type: 'reasoning', text: 'x' }] }],
    ['a tool result in a user message', { role: 'user', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'text', value: '' } }] }],
    ['a tool message with string content', { role: 'tool', content: 'x' }],
    ['assistant content that is neither string nor array', { role: 'assistant', content: 3 }],
  ])('%s is rejected', (_, input) => {
    expect(messageListErrorOf(() => testList().add(input as never, 'input'))?.code).toBe('INVALID_MESSAGE');
  });

  it('an empty id on a ModelMessage is ignored and a generated one is used', () => {
    const list = testList().add({ id: '', role: 'user', content: 'x' } as never, 'input');
    expect(list.get.all.db()[0]!.id).toBe('m1');
  });
});
