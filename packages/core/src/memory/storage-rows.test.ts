import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../messages/stored-message.js';
import { messageFromRow, messageToRow } from './message-row.js';
import { threadFromRow, threadToRow } from './thread-row.js';
import { MemoryError } from './memory-error.js';

const message: StoredMessage = {
  id: 'm1',
  role: 'assistant',
  createdAt: new Date('2026-12-03T10:00:00.123Z'),
  content: {
    format: 2,
    parts: [
      { type: 'text', text: 'nul \u0000, emoji 👩🏽‍💻, lone \ud800 surrogate' },
      { type: 'file', mediaType: 'application/octet-stream', data: 'AAECAw==' },
      { type: 'data-weather', data: { temp: 21, nested: [{ a: null }] } },
    ],
    metadata: { k: 'v' },
  },
};

describe('row codecs', () => {
  it('a message survives toRow -> JSON text -> fromRow exactly, with the thread and owner applied', () => {
    const row = messageToRow(message, 't1', 'u1');
    expect(row).toMatchObject({ id: 'm1', threadId: 't1', resourceId: 'u1', role: 'assistant' });
    expect(typeof row.content).toBe('string');
    expect(messageFromRow({ ...row, createdAt: row.createdAt.toISOString() })).toEqual({ ...message, threadId: 't1', resourceId: 'u1' });
    expect(messageFromRow({ ...row, createdAt: row.createdAt.getTime(), content: JSON.parse(row.content) as object }).createdAt).toEqual(message.createdAt);
  });

  it('rejects a stored role or timestamp that is not valid', () => {
    const row = messageToRow(message, 't1', undefined);
    expect(row.resourceId).toBeNull();
    const invalid = (read: () => unknown): MemoryError => {
      try {
        read();
      } catch (error) {
        if (MemoryError.isInstance(error)) return error;
        throw error;
      }
      throw new Error('expected a MemoryError');
    };
    expect(invalid(() => messageFromRow({ ...row, role: 'tool' })).code).toBe('STORED_ROW_INVALID');
    const badDate = invalid(() => messageFromRow({ ...row, createdAt: 'yesterday' }));
    expect(badDate.code).toBe('STORED_ROW_INVALID');
    expect(badDate.message).toMatch(/createdAt/);
    const badContent = invalid(() => messageFromRow({ ...row, content: '{"secret": "x"' }));
    expect(badContent.code).toBe('STORED_ROW_INVALID');
    expect(badContent.message).not.toMatch(/secret/);
    expect(badContent.cause).toBeInstanceOf(SyntaxError);
    const badMetadata = invalid(() => threadFromRow({ ...threadToRow({ id: 't', createdAt: new Date(1), updatedAt: new Date(2) }), metadata: 'not json' }));
    expect(badMetadata.message).toMatch(/metadata/);
  });

  it('a thread survives toRow -> fromRow, with absent fields staying absent', () => {
    const thread = { id: 't', resourceId: 'u', title: 'T', createdAt: new Date(1), updatedAt: new Date(2), metadata: { a: [1] } };
    expect(threadFromRow(threadToRow(thread))).toEqual(thread);
    const bare = { id: 't', createdAt: new Date(1), updatedAt: new Date(2) };
    expect(threadFromRow(threadToRow(bare))).toEqual(bare);
  });
});
