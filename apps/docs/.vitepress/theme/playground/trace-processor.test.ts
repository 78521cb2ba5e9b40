import { describe, expect, it } from 'vitest';
import { describeChunk, traceProcessor, type TraceEvent } from './trace-processor';

class Holder {
  readonly id = 'holder';
  #seen = 0;
  processOutputStream({ part }: { part: { type: string; payload?: { text?: string } } }): unknown {
    this.#seen++;
    return part.payload?.text === 'drop' ? null : part;
  }
  get seen(): number {
    return this.#seen;
  }
  processOutputResult(): never {
    throw new Error('boom');
  }
}

describe('traceProcessor()', () => {
  it('records hook calls and results without changing them, keeping private fields working', () => {
    const events: Omit<TraceEvent, 'at'>[] = [];
    const original = new Holder();
    const traced = traceProcessor(original, (e) => events.push(e));
    const keep = { type: 'text-delta', payload: { text: 'keep' } };
    expect(traced.processOutputStream({ part: keep })).toBe(keep);
    expect(traced.processOutputStream({ part: { type: 'text-delta', payload: { text: 'drop' } } })).toBeNull();
    expect(traced.seen).toBe(2);
    expect(traced.id).toBe('holder');
    expect(events.map((e) => e.summary)).toEqual(['text-delta "keep" -> passed', 'text-delta "drop" -> dropped (held back or filtered)']);
  });

  it('records throws and violations, and passes violations on to the processor', () => {
    const events: Omit<TraceEvent, 'at'>[] = [];
    const received: unknown[] = [];
    const processor = Object.assign(new Holder(), { onViolation: (v: unknown) => received.push(v) });
    const traced = traceProcessor(processor, (e) => events.push(e));
    expect(() => traced.processOutputResult()).toThrow('boom');
    traced.onViolation({ hook: 'processInput', action: 'redact', message: '1 email' });
    expect(events.map((e) => [e.kind, e.summary])).toEqual([
      ['error', 'threw Error: boom'],
      ['violation', 'redact: 1 email'],
    ]);
    expect(received).toHaveLength(1);
  });
});

describe('describeChunk()', () => {
  it('shows the type and the text or reason', () => {
    expect(describeChunk({ type: 'tripwire', payload: { reason: 'no' } })).toBe('tripwire "no"');
    expect(describeChunk({ type: 'finish', payload: {} })).toBe('finish');
  });
});
