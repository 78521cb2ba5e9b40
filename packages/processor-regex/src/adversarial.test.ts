import { makeChunk, runOutputStream } from '@sluice/conformance';
import type { ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { RegexFilter } from './regex-filter.js';
import { hook, joinText, toolResultArgs, userMessage } from './test/helpers.js';

const MB = 1024 * 1024;
const AWS = 'AKIAIOSFODNN7EXAMPLE';

function deltas(pieces: Iterable<string>): ChunkType[] {
  const out: ChunkType[] = [makeChunk('text-start', { id: 't' })];
  for (const text of pieces) out.push(makeChunk('text-delta', { id: 't', text }));
  out.push(makeChunk('text-end', { id: 't' }));
  return out;
}

describe('RegexFilter on adversarial input', () => {
  const all = new RegexFilter({ presets: ['secrets', 'urls', 'profanity'] });

  it('empty texts', () => {
    expect(all.find('')).toEqual([]);
    expect(all.redact('')).toBe('');
  });

  it('10 MB of near-misses for every preset (prefixes without the body)', () => {
    const text = 'AKIA sk- ghp_ xoxb- eyJ. https:// www. password= '.repeat((10 * MB) / 50);
    expect(all.find(text)).toEqual([]);
  });

  it('10 MB of one long "word" and of repeated URL characters', () => {
    expect(all.find('a'.repeat(10 * MB))).toEqual([]);
    expect(all.find(`https://${'.'.repeat(MB)}`)).toEqual([]);
  });

  it('a quadratic user pattern on 1 MB of its worst case stays bounded by the window', () => {
    const filter = new RegexFilter({ patterns: [{ name: 'mail', pattern: '\\w+@\\w+\\.com' }], maxMatchLength: 64 });
    expect(filter.find('a'.repeat(MB))).toEqual([]);
    expect(filter.find(`${'b'.repeat(MB)} x@y.com`)).toEqual([{ name: 'mail', start: MB + 1, end: MB + 8 }]);
  });

  it('a match longer than maxMatchLength is cut at maxMatchLength (redacted from its start)', () => {
    const filter = new RegexFilter({ patterns: [{ name: 'run', pattern: 'Z+' }], maxMatchLength: 16 });
    const out = filter.redact(`x${'Z'.repeat(40)}y`);
    expect(out.startsWith('x[REDACTED:run]')).toBe(true);
    expect(out.endsWith('y')).toBe(true);
  });

  it('other encodings are not decoded: a base64 or spaced key is not matched (run UnicodeNormalizer first for fullwidth)', () => {
    expect(all.find(Buffer.from(AWS).toString('base64'))).toEqual([]);
    expect(all.find('ＡＫＩＡＩＯＳＦＯＤＮＮ７ＥＸＡＭＰＬＥ')).toEqual([]);
    expect(all.find(AWS.normalize('NFKC'))).toHaveLength(1);
  });

  it('a tool result nested 200,000 levels deep', async () => {
    let nested: unknown = AWS;
    for (let i = 0; i < 200_000; i++) nested = { n: nested };
    const hc = hook(all.id, 'processToolResult');
    const { args, updates } = toolResultArgs(nested);
    await all.processToolResult({ ...hc.context, ...args });
    let bottom: unknown = updates[0];
    while (typeof bottom === 'object' && bottom !== null) bottom = (bottom as { n: unknown }).n;
    expect(bottom).toBe('[REDACTED:aws-access-key-id]');
  });

  it('a 1 MB input with a secret at the end, and an empty message', async () => {
    const hc = hook(all.id);
    const messages = [userMessage('big', `${'lorem '.repeat(MB / 6)}${AWS}`), userMessage('e', '')];
    const out = await all.processInput({ ...hc.context, messages, systemMessages: [], messageList: undefined as never });
    expect((out?.[0]?.content.parts[0] as { text: string }).text.endsWith('[REDACTED:aws-access-key-id]')).toBe(true);
  });

  it('streams 1 MB one character per chunk and finds the secrets in it', async () => {
    const piece = `${'x'.repeat(1000)} ${AWS} `;
    const text = piece.repeat(1000);
    const result = await runOutputStream(all, deltas(Array.from(text)));
    expect(joinText(result.chunks, 'text-delta')).toBe(all.redact(text));
  });

  it('streams 10,000 empty deltas', async () => {
    const result = await runOutputStream(all, deltas(Array.from({ length: 10_000 }, () => '')));
    expect(joinText(result.chunks, 'text-delta')).toBe('');
  });
});
