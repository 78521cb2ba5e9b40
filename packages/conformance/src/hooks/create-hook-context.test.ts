import { RequestContext, TripWire } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { createHookContext } from './create-hook-context.js';

describe('createHookContext', () => {
  it('gives neutral defaults', () => {
    const { context } = createHookContext();
    expect(context.state).toEqual({});
    expect(context.retryCount).toBe(0);
    expect(context.requestContext).toBeInstanceOf(RequestContext);
    expect(context.abortSignal.aborted).toBe(false);
  });

  it('abort() throws core TripWire and records it', () => {
    const hc = createHookContext({ processorId: 'guard' });
    expect(() => hc.context.abort('blocked', { retry: true, metadata: { n: 1 } })).toThrow(TripWire);
    expect(hc.aborts).toHaveLength(1);
    expect(hc.aborts[0]).toMatchObject({ code: 'TRIPWIRE', reason: 'blocked', retry: true, processorId: 'guard' });
  });

  it('records violations with processor id and hook, and custom chunks', async () => {
    const hc = createHookContext({ processorId: 'pii', hook: 'processInput', retryCount: 2 });
    await hc.context.reportViolation({ message: 'email found', action: 'redact', detail: { type: 'email' } });
    await hc.context.writer.custom({ type: 'data-note', data: { a: 1 } });
    expect(hc.context.retryCount).toBe(2);
    expect(hc.violations).toEqual([
      { processorId: 'pii', hook: 'processInput', message: 'email found', action: 'redact', detail: { type: 'email' } },
    ]);
    expect(hc.dataChunks).toEqual([{ type: 'data-note', data: { a: 1 } }]);
  });

  it('uses the state, request context and signal it is given', () => {
    const state = { seen: 1 };
    const requestContext = new RequestContext([['tenant', 'acme']]);
    const controller = new AbortController();
    const { context } = createHookContext({ state, requestContext, abortSignal: controller.signal });
    expect(context.state).toBe(state);
    expect(context.requestContext.get('tenant')).toBe('acme');
    controller.abort();
    expect(context.abortSignal.aborted).toBe(true);
  });
});
