import { PROCESSOR_HOOKS } from '@sluice/core';

/** One line of the playground's trace. */
export interface TraceEvent {
  /** Milliseconds since the run started. */
  at: number;
  processorId: string;
  hook: string;
  /** What went in and what came out, in a few words. */
  summary: string;
  kind: 'hook' | 'violation' | 'error';
}

const hooks = new Set<string>(PROCESSOR_HOOKS);

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** A short description of a chunk: `text-delta "abc"`. */
export function describeChunk(chunk: unknown): string {
  if (!isRecord(chunk) || typeof chunk.type !== 'string') return String(chunk);
  const payload = isRecord(chunk.payload) ? chunk.payload : undefined;
  if (typeof payload?.text === 'string') return `${chunk.type} ${JSON.stringify(payload.text)}`;
  if (typeof payload?.reason === 'string') return `${chunk.type} ${JSON.stringify(payload.reason)}`;
  return chunk.type;
}

function describeResult(hook: string, result: unknown, args: unknown): string {
  if (hook === 'processOutputStream') {
    const input = isRecord(args) ? describeChunk(args.part) : '?';
    if (result === null || result === undefined) return `${input} -> dropped (held back or filtered)`;
    if (Array.isArray(result)) {
      return result.length === 0 ? `${input} -> held back` : `${input} -> [${result.map(describeChunk).join(', ')}]`;
    }
    const out = describeChunk(result);
    return out === input ? `${input} -> passed` : `${input} -> ${out}`;
  }
  if (hook === 'processLLMRequest' && isRecord(result) && 'response' in result) return 'returned { response }: a stored response replaces the model call';
  if (result === undefined) return 'returned nothing (unchanged)';
  if (Array.isArray(result)) return `returned ${result.length} message(s)`;
  if (isRecord(result)) return `returned { ${Object.keys(result).join(', ')} }`;
  return `returned ${typeof result}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Wraps a processor so that every hook call and violation is recorded, without changing what the
 * processor does: hooks run on the original instance (private fields keep working) and their
 * results and throws (including `abort`'s TripWire) are passed on unchanged.
 */
export function traceProcessor<T extends object>(processor: T, record: (event: Omit<TraceEvent, 'at'>) => void): T {
  const id = (): string => {
    const value = (processor as Json).id;
    return typeof value === 'string' ? value : '?';
  };
  return new Proxy(processor, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'onViolation') {
        const original = typeof value === 'function' ? (value as (v: unknown) => unknown) : undefined;
        return (violation: unknown) => {
          const v = isRecord(violation) ? violation : {};
          record({
            processorId: id(),
            hook: typeof v.hook === 'string' ? v.hook : '?',
            summary: `${String(v.action)}: ${String(v.message)}`,
            kind: 'violation',
          });
          return original?.call(target, violation);
        };
      }
      if (typeof property !== 'string' || !hooks.has(property) || typeof value !== 'function') {
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      const hook = value as (args: unknown) => unknown;
      return (args: unknown) => {
        const settle = (result: unknown): unknown => {
          record({ processorId: id(), hook: property, summary: describeResult(property, result, args), kind: 'hook' });
          return result;
        };
        const fail = (error: unknown): never => {
          record({ processorId: id(), hook: property, summary: `threw ${errorMessage(error)}`, kind: 'error' });
          throw error;
        };
        try {
          const result = hook.call(target, args);
          return result instanceof Promise ? result.then(settle, fail) : settle(result);
        } catch (error) {
          return fail(error);
        }
      };
    },
  });
}
