import { nearestName } from '../authoring/nearest-name.js';
import type { OptionIssue } from '../contract/option-issue.js';
import type { AgentCallOptions, AgentOptions } from './agent-options.js';
import { AgentOptionsError } from './agent-options-error.js';
import { isLanguageModel } from '../model/resolve-model.js';

/** Checks one option's value; returns what was expected when it is wrong. */
type Check = (value: unknown) => string | undefined;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const expect = (ok: boolean, expected: string): string | undefined => (ok ? undefined : `expected ${expected}`);

const nonEmptyString: Check = (v) => expect(typeof v === 'string' && v !== '', 'a non-empty string');
const object: Check = (v) => expect(isObject(v) && !Array.isArray(v), 'an object');
const fn: Check = (v) => expect(typeof v === 'function', 'a function');
const count = (min: number): Check => (v) =>
  expect(typeof v === 'number' && Number.isInteger(v) && v >= min, min === 0 ? 'a non-negative integer' : 'a positive integer');
const delay: Check = (v) => expect(typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a non-negative number of milliseconds');
const instruction = (v: unknown) => typeof v === 'string' || isObject(v);
const instructions: Check = (v) =>
  expect(Array.isArray(v) ? v.every(instruction) : instruction(v), 'a string, a system message or an array of them');
const processorList: Check = (v) => expect(Array.isArray(v) || typeof v === 'function', 'a processor array or a function returning one');
const toolConcurrency: Check = (v) =>
  expect(v === Number.POSITIVE_INFINITY || (typeof v === 'number' && Number.isInteger(v) && v >= 1), 'a positive integer or Infinity');
const stopWhen: Check = (v) =>
  expect(Array.isArray(v) ? v.every((c) => typeof c === 'function') : typeof v === 'function', 'a stop condition (a function) or an array of them');
const model: Check = (v) =>
  expect(typeof v === 'string' || isLanguageModel(v), 'an AI SDK language model (specification v4, v3 or v2) or a model id');
const models: Check = (v) =>
  expect(typeof v === 'function' || (isObject(v) && typeof (v as { languageModel?: unknown }).languageModel === 'function'), 'a function or a provider registry with `languageModel(id)`');
const toolChoice: Check = (v) =>
  expect(
    v === 'auto' || v === 'none' || v === 'required' || (isObject(v) && (v as { type?: unknown }).type === 'tool' && typeof (v as { toolName?: unknown }).toolName === 'string'),
    "'auto', 'none', 'required' or { type: 'tool', toolName }",
  );
const stringArray: Check = (v) => expect(Array.isArray(v) && v.every((s) => typeof s === 'string'), 'an array of strings');
const abortSignal: Check = (v) => expect(v instanceof AbortSignal, 'an AbortSignal');
const structuredOutput: Check = (v) => expect(isObject(v) && isObject((v as { schema?: unknown }).schema), 'an object with a `schema`');

const AGENT_CHECKS: { [K in keyof Required<AgentOptions>]: Check } = {
  id: nonEmptyString,
  name: (v) => expect(typeof v === 'string', 'a string'),
  instructions,
  model,
  models,
  tools: object,
  inputProcessors: processorList,
  outputProcessors: processorList,
  errorProcessors: processorList,
  maxProcessorRetries: count(0),
  maxSteps: count(1),
  stopWhen,
  toolConcurrency,
  memory: object,
  modelSettings: object,
  retryDelayMs: delay,
  tracer: object,
};

const CALL_CHECKS: { [K in keyof Required<AgentCallOptions>]: Check } = {
  inputProcessors: processorList,
  outputProcessors: processorList,
  errorProcessors: processorList,
  maxProcessorRetries: count(0),
  requestContext: object,
  abortSignal,
  memory: object,
  maxSteps: count(1),
  stopWhen,
  toolConcurrency,
  toolChoice,
  activeTools: stringArray,
  modelSettings: object,
  providerOptions: object,
  structuredOutput,
  prepareStep: fn,
  instructions,
};

function issues(value: unknown, checks: Record<string, Check>, required: readonly string[]): OptionIssue[] {
  if (!isObject(value) || Array.isArray(value)) return [{ path: '', message: 'expected an options object' }];
  const known = Object.keys(checks);
  const found: OptionIssue[] = [];
  const unknown: OptionIssue[] = [];
  for (const [key, option] of Object.entries(value)) {
    const check = Object.hasOwn(checks, key) ? checks[key] : undefined;
    if (check === undefined) {
      const suggestion = nearestName(key, known);
      unknown.push({ path: key, key, message: 'unknown option', ...(suggestion === undefined ? {} : { suggestion }), allowed: known });
      continue;
    }
    if (option === undefined) continue;
    const message = check(option);
    if (message !== undefined) found.push({ path: key, message });
  }
  for (const key of required) {
    if ((value as Record<string, unknown>)[key] === undefined) found.push({ path: key, message: 'required' });
  }
  return [...unknown, ...found];
}

/**
 * Validates `new Agent()` options: every key must be a known option (an unknown key is an issue
 * naming the nearest valid one) and every value of the right type.
 * @throws AgentOptionsError `AGENT_OPTIONS_INVALID`, listing every issue (unknown keys first).
 */
export function validateAgentOptions(options: unknown): asserts options is AgentOptions {
  const found = issues(options, AGENT_CHECKS, ['id', 'model']);
  if (found.length > 0) throw new AgentOptionsError('Agent', found);
}

/**
 * Validates the options of `agent.generate()` / `agent.stream()`, like {@link validateAgentOptions}.
 * @throws AgentOptionsError `AGENT_OPTIONS_INVALID`.
 */
export function validateCallOptions(options: unknown): asserts options is AgentCallOptions {
  const found = issues(options, CALL_CHECKS, []);
  if (found.length > 0) throw new AgentOptionsError('agent.generate/stream', found);
}
