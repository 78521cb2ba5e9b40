import { ProcessorOptionsError, TripWire, type StoredMessage } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import { PIIOptionsError } from './pii-options-error.js';
import type { PIIState } from './pii-state.js';
import { hookContext } from './test/hook-context.js';
import { runStream, textChunks } from './test/stream.js';

function userMessage(text: string, id = 'm1'): StoredMessage {
  return { id, role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

function textOf(message: StoredMessage | undefined): string {
  const part = message?.content.parts[0];
  return part?.type === 'text' ? part.text : '';
}

async function input(detector: PIIDetector, messages: StoredMessage[], state: PIIState = {}) {
  const ctx = hookContext(state);
  const result = await detector.processInput({ ...ctx, messages, systemMessages: [], messageList: undefined as never });
  // no system messages here, so the result is a message array (or undefined)
  return { result: Array.isArray(result) ? result : undefined, violations: ctx.violations };
}

describe('PIIDetector options', () => {
  it('rejects invalid options with PII_INVALID_OPTIONS and names the paths, not the values', () => {
    let caught: unknown;
    try {
      new PIIDetector({ method: 'shred' as never, hashSalt: 'x' });
    } catch (error) {
      caught = error;
    }
    expect(PIIOptionsError.isInstance(caught)).toBe(true);
    expect((caught as PIIOptionsError).code).toBe('PII_INVALID_OPTIONS');
    expect((caught as PIIOptionsError).paths.sort()).toEqual(['hashSalt', 'method']);
  });

  it('rejects reversible without placeholders', () => {
    expect(() => new PIIDetector({ reversible: true, method: 'mask' })).toThrow(PIIOptionsError);
  });

  it('rejects a misspelt strategy key instead of silently redacting, and suggests the right key', () => {
    let caught: unknown;
    try {
      new PIIDetector({ stratgy: 'block' } as never);
    } catch (error) {
      caught = error;
    }
    expect(PIIOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    const error = caught as PIIOptionsError;
    expect(error.code).toBe('PII_INVALID_OPTIONS');
    expect(error.processorName).toBe('PIIDetector');
    expect(error.issues).toEqual([expect.objectContaining({ path: 'stratgy', key: 'stratgy', suggestion: 'strategy' })]);
    expect(error.issues[0]?.allowed).toContain('strategy');
  });

  it('rejects unknown keys in nested options (applyTo, custom recognizers)', () => {
    let caught: unknown;
    try {
      new PIIDetector({ applyTo: { outptu: false }, customRecognizers: [{ type: 'EMPLOYEE_ID', pattern: 'E-\\d+', scroe: 1 }] } as never);
    } catch (error) {
      caught = error;
    }
    expect(PIIOptionsError.isInstance(caught)).toBe(true);
    expect((caught as PIIOptionsError).issues.map((issue) => [issue.path, issue.suggestion])).toEqual([
      ['applyTo.outptu', 'output'],
      ['customRecognizers.0.scroe', 'score'],
    ]);
  });

  it('lists the allowed values of an invalid strategy', () => {
    try {
      new PIIDetector({ strategy: 'blok' as never });
      expect.unreachable();
    } catch (error) {
      expect((error as PIIOptionsError).issues).toEqual([
        { path: 'strategy', message: 'invalid value', suggestion: 'block', allowed: ['block', 'warn', 'filter', 'redact'] },
      ]);
    }
  });
});

describe('PIIDetector.processInput()', () => {
  it('redacts with a format-preserving mask by default', async () => {
    const m = userMessage('card 4111 1111 1111 1111, mail jane@example.com');
    const { result, violations } = await input(new PIIDetector(), [m]);
    expect(textOf(result?.[0])).toBe('card **** **** **** 1111, mail j***@example.com');
    expect(violations[0]?.action).toBe('redact');
    expect(JSON.stringify(violations)).not.toContain('4111');
    expect(JSON.stringify(violations)).not.toContain('jane');
  });

  it('placeholder numbers one per distinct value within a run', async () => {
    const state: PIIState = {};
    const { result } = await input(
      new PIIDetector({ method: 'placeholder' }),
      [userMessage('a@example.com, b@example.com, a@example.com')],
      state,
    );
    expect(textOf(result?.[0])).toBe('<EMAIL_1>, <EMAIL_2>, <EMAIL_1>');
  });

  it('hash gives salted SHA-256 tokens, stable for one salt', async () => {
    const a = await input(new PIIDetector({ method: 'hash', hashSalt: 'pepper-123' }), [userMessage('x a@example.com')]);
    const b = await input(new PIIDetector({ method: 'hash', hashSalt: 'pepper-123' }), [userMessage('y a@example.com')]);
    const c = await input(new PIIDetector({ method: 'hash', hashSalt: 'other-salt' }), [userMessage('x a@example.com')]);
    expect(textOf(a.result?.[0])).toMatch(/^x <EMAIL#[0-9a-f]{12}>$/);
    expect(textOf(a.result?.[0]).slice(2)).toBe(textOf(b.result?.[0]).slice(2));
    expect(textOf(c.result?.[0])).not.toBe(textOf(a.result?.[0]));
  });

  it('remove deletes the value', async () => {
    const { result } = await input(new PIIDetector({ method: 'remove' }), [userMessage('ip 10.0.0.1!')]);
    expect(textOf(result?.[0])).toBe('ip !');
  });

  it('block aborts with a TripWire whose metadata has types and spans only', async () => {
    const promise = input(new PIIDetector({ strategy: 'block' }), [userMessage('SSN 536-22-8726')]);
    await expect(promise).rejects.toSatisfy((e: unknown) => TripWire.isInstance(e));
    const error = (await promise.catch((e: unknown) => e)) as TripWire;
    expect(error.metadata).toEqual({ types: ['US_SSN'], detections: [{ type: 'US_SSN', start: 4, end: 15, score: 1, location: 'm1' }] });
  });

  it('warn reports and leaves text unchanged', async () => {
    const m = userMessage('mail jane@example.com');
    const { result, violations } = await input(new PIIDetector({ strategy: 'warn' }), [m]);
    expect(result).toBeUndefined();
    expect(textOf(m)).toBe('mail jane@example.com');
    expect(violations).toHaveLength(1);
    expect(violations[0]?.action).toBe('warn');
  });

  it('filter removes messages with PII', async () => {
    const { result } = await input(new PIIDetector({ strategy: 'filter' }), [userMessage('hello', 'a'), userMessage('a@example.com', 'b')]);
    expect(result?.map((m) => m.id)).toEqual(['a']);
  });

  it('redacts the legacy content string too', async () => {
    const m: StoredMessage = { id: 'm', role: 'user', createdAt: new Date(0), content: { format: 2, parts: [], content: 'a@example.com' } };
    await input(new PIIDetector({ method: 'placeholder' }), [m]);
    expect(m.content.content).toBe('<EMAIL_1>');
  });

  it('returns nothing when there is no PII', async () => {
    const { result, violations } = await input(new PIIDetector(), [userMessage('hello world')]);
    expect(result).toBeUndefined();
    expect(violations).toEqual([]);
  });
});

describe('PIIDetector.processOutputStream()', () => {
  it('redacts an entity split across chunks', async () => {
    const { text, violations } = await runStream(new PIIDetector(), textChunks(['card 4111 11', '11 1111 1', '111 done']));
    expect(text).toBe('card **** **** **** 1111 done');
    expect(violations[0]?.action).toBe('redact');
  });

  it('holds back only the tail: long text is released before the end', async () => {
    const detector = new PIIDetector();
    const long = 'word '.repeat(100);
    const { out } = await runStream(detector, textChunks([long, 'x']).slice(0, 2));
    const released = out.map((c) => (c.type === 'text-delta' ? c.payload.text : '')).join('');
    expect(released.length).toBeGreaterThanOrEqual(long.length - 72 - 32);
    expect(released.length).toBeLessThan(long.length);
  });

  it('block ends the stream with a TripWire', async () => {
    await expect(runStream(new PIIDetector({ strategy: 'block' }), textChunks(['my mail is a@exa', 'mple.com ok']))).rejects.toSatisfy(
      (e: unknown) => TripWire.isInstance(e),
    );
  });

  it('hash works in the stream (async release) and matches the whole-text hash', async () => {
    const detector = new PIIDetector({ method: 'hash', hashSalt: 'pepper-123' });
    const text = 'write to jane@example.com or bob@example.org, thanks';
    const whole = await input(detector, [userMessage(text)]);
    const { text: streamed } = await runStream(detector, textChunks(['write to jane@exa', 'mple.com or bob@ex', 'ample.org, thanks']));
    expect(streamed).toBe(textOf(whole.result?.[0]));
    expect(streamed).toMatch(/^write to <EMAIL#[0-9a-f]{12}> or <EMAIL#[0-9a-f]{12}>, thanks$/);
  });

  it('warn reports but releases the text unchanged', async () => {
    const { text, violations } = await runStream(new PIIDetector({ strategy: 'warn' }), textChunks(['ip 10.0', '.0.1 ok']));
    expect(text).toBe('ip 10.0.0.1 ok');
    expect(violations.map((v) => v.action)).toEqual(['warn']);
    expect(violations[0]?.detail).toEqual({ types: ['IPV4'], detections: [{ type: 'IPV4', start: 3, end: 11, score: 0.85, location: 'stream' }] });
  });

  it('redacts reasoning deltas too', async () => {
    const base = { runId: 'run', from: 'AGENT' as const };
    const { out } = await runStream(new PIIDetector(), [
      { ...base, type: 'reasoning-delta', payload: { id: 'r', text: 'user mail a@exam' } },
      { ...base, type: 'reasoning-delta', payload: { id: 'r', text: 'ple.com' } },
      { ...base, type: 'reasoning-end', payload: { id: 'r' } },
    ]);
    const reasoning = out.map((c) => (c.type === 'reasoning-delta' ? c.payload.text : '')).join('');
    expect(reasoning).toBe('user mail a@example.com'.replace('a@example.com', '*@example.com'));
  });

  it('passes other chunks through untouched', async () => {
    const data = { type: 'data-x' as const, data: 1 };
    const { out } = await runStream(new PIIDetector(), [data]);
    expect(out).toEqual([data]);
  });
});
