import { describe, expect, it } from 'vitest';
import { acquireWriteQueue, filePath, releaseWriteQueue } from './write-queues.js';

describe('write queues', () => {
  it('maps every spelling of one file to one path, and memory or servers to none', () => {
    expect(filePath('file:/tmp/a.db')).toBe('/tmp/a.db');
    expect(filePath('file:///tmp/a.db')).toBe('/tmp/a.db');
    expect(filePath('file://localhost/tmp/a.db')).toBe('/tmp/a.db');
    expect(filePath('file:./a.db')).toBe(`${process.cwd()}/a.db`);
    expect(filePath('file:a%20b.db')).toBe(`${process.cwd()}/a b.db`);
    expect(filePath(':memory:')).toBeUndefined();
    expect(filePath('file::memory:?cache=private')).toBeUndefined();
    expect(filePath('http://127.0.0.1:8080')).toBeUndefined();
  });

  it('shares one queue per file while it is in use, and none between servers', () => {
    const a = acquireWriteQueue('file:/tmp/q.db');
    expect(acquireWriteQueue('file:///tmp/q.db')).toBe(a);
    expect(acquireWriteQueue('http://127.0.0.1:1')).not.toBe(acquireWriteQueue('http://127.0.0.1:1'));
    releaseWriteQueue('file:/tmp/q.db');
    releaseWriteQueue('file:/tmp/q.db');
    expect(acquireWriteQueue('file:/tmp/q.db')).not.toBe(a);
    releaseWriteQueue('file:/tmp/q.db');
  });
});
