import { describe, expect, it } from 'vitest';
import { toolResultOutput } from './tool-result-output.js';

const invocation = (result: unknown, isError?: boolean) => ({
  state: 'result' as const,
  toolCallId: 'c',
  toolName: 't',
  args: {},
  result,
  ...(isError === undefined ? {} : { isError }),
});

describe('toolResultOutput()', () => {
  it('gives text for strings and json for everything else, error variants when isError', () => {
    expect(toolResultOutput(invocation('ok'))).toEqual({ type: 'text', value: 'ok' });
    expect(toolResultOutput(invocation({ a: [1, null] }))).toEqual({ type: 'json', value: { a: [1, null] } });
    expect(toolResultOutput(invocation('boom', true))).toEqual({ type: 'error-text', value: 'boom' });
    expect(toolResultOutput(invocation({ code: 1 }, true))).toEqual({ type: 'error-json', value: { code: 1 } });
  });

  it('turns values JSON cannot hold into JSON the way JSON.stringify does', () => {
    expect(toolResultOutput(invocation(undefined))).toEqual({ type: 'json', value: null });
    expect(toolResultOutput(invocation(Number.NaN))).toEqual({ type: 'json', value: null });
    expect(toolResultOutput(invocation({ when: new Date('2026-01-01T00:00:00Z'), gone: undefined }))).toEqual({
      type: 'json',
      value: { when: '2026-01-01T00:00:00.000Z' },
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toolResultOutput(invocation(cyclic))).toEqual({ type: 'json', value: null });
  });

  it('reuses a kept provider output', () => {
    const output = { type: 'execution-denied' as const, reason: 'no' };
    expect(toolResultOutput({ ...invocation('no', true), output })).toBe(output);
  });

  it('gives null, booleans and finite numbers as json values unchanged', () => {
    expect(toolResultOutput(invocation(null))).toEqual({ type: 'json', value: null });
    expect(toolResultOutput(invocation(false))).toEqual({ type: 'json', value: false });
    expect(toolResultOutput(invocation(0))).toEqual({ type: 'json', value: 0 });
    expect(toolResultOutput(invocation(Number.POSITIVE_INFINITY, true))).toEqual({ type: 'error-json', value: null });
  });

  it('turns non-JSON values nested in arrays and objects into JSON the way JSON.stringify does', () => {
    expect(toolResultOutput(invocation([1, undefined, Number.NaN, 'x']))).toEqual({ type: 'json', value: [1, null, null, 'x'] });
    expect(toolResultOutput(invocation({ list: [{ at: new Date(0) }] }))).toEqual({ type: 'json', value: { list: [{ at: '1970-01-01T00:00:00.000Z' }] } });
    expect(toolResultOutput(invocation({ map: new Map([['a', 1]]), fn: () => 1 }))).toEqual({ type: 'json', value: { map: {} } });
    expect(toolResultOutput(invocation({ toJSON: () => 'custom' }))).toEqual({ type: 'json', value: 'custom' });
  });

  it('gives plain JSON results as they are, however deeply nested', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(toolResultOutput(invocation(deep))).toEqual({ type: 'json', value: deep });
  });
});
