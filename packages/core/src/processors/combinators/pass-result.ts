import type { ProcessorHookName } from '../hook-name.js';
import { isMessageListLike } from '../runner/validate-result.js';

/** The hook arguments the pass check reads. */
type HookArgs = Record<string, unknown>;

function sameElements(value: unknown, expected: unknown): boolean {
  if (!Array.isArray(value) || !Array.isArray(expected) || value.length !== expected.length) return false;
  return value.every((item, i) => item === expected[i]);
}

function subsetOf(value: readonly unknown[], expected: unknown): boolean {
  if (!Array.isArray(expected)) return value.length === 0;
  const known = new Set<unknown>(expected);
  return value.every((item) => known.has(item));
}

/** An `{ key: value }` result whose every value is what the hook received under that key. */
function unchangedFields(result: object, args: HookArgs, keys: ReadonlySet<string> | undefined): boolean {
  return Object.entries(result).every(([key, value]) => {
    if (keys !== undefined && !keys.has(key)) return false;
    if (value === undefined || value === args[key]) return true;
    return Array.isArray(value) && sameElements(value, args[key]);
  });
}

const MESSAGE_KEYS = new Set(['messages', 'systemMessages']);
const PROMPT_KEYS = new Set(['prompt']);

/**
 * Whether `result` leaves everything as the hook received it: what a read-only processor may
 * return. `undefined` (except on `processOutputStream`, where it drops the chunk), the received
 * `part`, the same `MessageList`, the received messages (same objects, same order; on output-side
 * hooks any of them, since arrays are upserted there), or fields equal to the received ones.
 * Changes made in place inside a message object are not detected.
 * @internal
 */
export function isPassResult(hook: ProcessorHookName, result: unknown, args: HookArgs): boolean {
  if (hook === 'processOutputStream') return result === args.part;
  if (result === undefined) return true;
  if (typeof result !== 'object' || result === null) return false;
  if (isMessageListLike(result)) return result === args.messageList;
  const outputSide = hook === 'processOutputStep' || hook === 'processToolResult' || hook === 'processOutputResult';
  if (Array.isArray(result)) return outputSide ? subsetOf(result, args.messages) : sameElements(result, args.messages);
  switch (hook) {
    case 'processInput':
    case 'processOutputResult':
      return unchangedFields(result, args, MESSAGE_KEYS);
    case 'processInputStep':
      return unchangedFields(result, args, undefined);
    case 'processLLMRequest':
      return unchangedFields(result, args, PROMPT_KEYS);
    case 'processAPIError':
      return (result as { retry?: unknown }).retry === false && Object.keys(result).length === 1;
    default:
      return false;
  }
}

/** What a combinator returns for "pass": the received chunk on `processOutputStream`, else nothing. @internal */
export function passValue(hook: ProcessorHookName, args: HookArgs): unknown {
  return hook === 'processOutputStream' ? args.part : undefined;
}
