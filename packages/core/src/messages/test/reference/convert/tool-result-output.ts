// Frozen test-only copy of src/messages/convert/tool-result-output.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { JSONValue, LanguageModelV3ToolResultOutput } from '@ai-sdk/provider';
import { safeStringify } from '../internal/safe-stringify.js';
import type { ToolInvocation } from '../stored-message.js';

/** `value` as JSON: `undefined` becomes `null`, values JSON cannot hold are dropped the JSON way. */
function toJson(value: unknown): JSONValue {
  if (value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = safeStringify(value);
  return text === undefined ? null : (JSON.parse(text) as JSONValue);
}

/** True when `value` is plain JSON already (cheap check that avoids a stringify round trip). */
function isJsonValue(value: unknown, depth = 0): value is JSONValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth > 64 || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (!isJsonValue(item, depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (item === undefined || !isJsonValue(item, depth + 1)) return false;
  }
  return true;
}

/**
 * The provider form of a tool result: the kept `output` when there is one (`content`,
 * `execution-denied`); else a string result is `text` (`error-text` when `isError`), anything else
 * `json` (`error-json`), with `undefined` as `null`.
 */
export function toolResultOutput(invocation: ToolInvocation): LanguageModelV3ToolResultOutput {
  if (invocation.output !== undefined) return invocation.output;
  const result = invocation.result;
  const isError = invocation.isError === true;
  if (typeof result === 'string') return { type: isError ? 'error-text' : 'text', value: result };
  const value = isJsonValue(result) ? result : toJson(result);
  return { type: isError ? 'error-json' : 'json', value };
}
