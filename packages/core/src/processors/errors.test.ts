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

  it('summarizes non-Error causes by type and size, never by content', () => {
    const secret = { apiKey: 'sk-live-123', user: 'bob@corp.example.org' };
    const error = new ProcessorError('a', 'processInput', secret);
    expect(error.message).toBe('[processor a] processInput: threw a plain object with keys apiKey, user');
    expect(error.message).not.toContain('sk-live-123');
    expect(error.cause).toBe(secret);
    expect(new ProcessorError('a', 'processInput', 'token sk-live-123').message).toBe(
      '[processor a] processInput: threw a string of 17 characters',
    );
    expect(new ProcessorError('a', 'processInput', [1, 2]).message).toContain('threw an array of 2');
    expect(new ProcessorError('a', 'processInput', 42).message).toContain('threw a number');
    expect(new ProcessorError('a', 'processInput', undefined).message).toContain('threw undefined');
    expect(new ProcessorError('a', 'processInput', new Map([['k', 'v']])).message).toContain('threw an instance of Map with no keys');
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, i]));
    expect(new ProcessorError('a', 'processInput', many).message).toContain('keys k0, k1, k2, k3, k4 and 3 more');
  });

  it('never throws, whatever the cause (throwing toJSON, toString, getters, proxies)', () => {
    const hostile = Object.assign(Object.create(null) as object, {
      toJSON(): never {
        throw new Error('toJSON boom');
      },
    });
    expect(() => new ProcessorError('a', 'processInput', hostile)).not.toThrow();
    expect(new ProcessorError('a', 'processInput', hostile).message).toBe(
      '[processor a] processInput: threw a plain object with keys toJSON',
    );
    const trap = new Proxy({}, {
      ownKeys(): never {
        throw new Error('trap');
      },
      getPrototypeOf(): never {
        throw new Error('trap');
      },
    });
    expect(new ProcessorError('a', 'processInput', trap).message).toContain('could not be inspected');
    const badMessage = new Error('x');
    Object.defineProperty(badMessage, 'message', {
      get(): never {
        throw new Error('getter');
      },
    });
    expect(() => new ProcessorError('a', 'processInput', badMessage)).not.toThrow();
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
