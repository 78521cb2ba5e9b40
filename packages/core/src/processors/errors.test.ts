import { describe, expect, it } from 'vitest';
import { SluiceError } from '../errors/sluice-error.js';
import { ProcessorContractError } from './processor-contract-error.js';
import { ProcessorError } from './processor-error.js';
import { TripWire } from './trip-wire.js';

describe('TripWire', () => {
  it('carries reason, retry, metadata and processor id', () => {
    const wire = new TripWire('blocked', { retry: true, metadata: { score: 0.2 } }, 'guard');
    expect(wire.code).toBe('TRIPWIRE');
    expect(wire.reason).toBe('blocked');
    expect(wire.retry).toBe(true);
    expect(wire.metadata).toEqual({ score: 0.2 });
    expect(wire.processorId).toBe('guard');
  });

  it('defaults retry to false', () => {
    expect(new TripWire('no').retry).toBe(false);
  });

  it('isInstance recognises it across copies and rejects other errors', () => {
    const wire = new TripWire('x');
    expect(TripWire.isInstance(wire)).toBe(true);
    expect(SluiceError.isInstance(wire)).toBe(true);
    expect(TripWire.isInstance(new Error('x'))).toBe(false);
    expect(TripWire.isInstance(new ProcessorError('p', 'processInput', 'boom'))).toBe(false);
    // a copy of the class from another bundle shares the Symbol.for marker
    const foreign = { [Symbol.for('sluice.error.TripWire')]: true };
    expect(TripWire.isInstance(foreign)).toBe(true);
    expect(TripWire.isInstance(null)).toBe(false);
  });
});

describe('ProcessorError', () => {
  it('names the processor and the hook and keeps the cause', () => {
    const cause = new Error('regex exploded');
    const error = new ProcessorError('pii-detector', 'processOutputStream', cause);
    expect(error.code).toBe('PROCESSOR_ERROR');
    expect(error.processorId).toBe('pii-detector');
    expect(error.hook).toBe('processOutputStream');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('[processor pii-detector] processOutputStream: regex exploded');
    expect(ProcessorError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
  });

  it('describes non-Error causes', () => {
    expect(new ProcessorError('a', 'processInput', 'text').message).toContain('text');
    expect(new ProcessorError('a', 'processInput', { why: 1 }).message).toContain('{"why":1}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(new ProcessorError('a', 'processInput', cyclic).message).toContain('[object Object]');
  });
});

describe('ProcessorContractError', () => {
  it('says what was expected and received', () => {
    const error = new ProcessorContractError({
      processorId: 'bad',
      hook: 'processOutputStream',
      expected: 'a chunk, an array of chunks, null or undefined',
      received: 'number',
    });
    expect(error.code).toBe('PROCESSOR_CONTRACT_ERROR');
    expect(error.hook).toBe('processOutputStream');
    expect(error.message).toBe(
      '[processor bad] processOutputStream: expected a chunk, an array of chunks, null or undefined, received number',
    );
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect(ProcessorError.isInstance(error)).toBe(false);
  });

  it('omits the hook for configuration errors', () => {
    const error = new ProcessorContractError({
      processorId: 'dup',
      expected: 'one class per processor id',
      received: 'A and B',
    });
    expect(error.hook).toBeUndefined();
    expect(error.message).toBe('[processor dup]: expected one class per processor id, received A and B');
  });
});
