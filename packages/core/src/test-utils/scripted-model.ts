import type {
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
// The one scripted model, the kit's, from its source: core cannot depend on the package that
// tests it. `#kit/` is packages/conformance/src (vitest.config.ts, tsconfig.json), and the kit's
// own `@sluice/core` is this source; a path alias, not a relative path, so that Stryker's sandbox
// copy of core still finds the kit.
import type { ScriptedFailure, ScriptedParts, ScriptedStep } from '#kit/model/script.js';
import { ScriptedModel } from '#kit/model/scripted-model.js';

/** One scripted model call: stream parts, a thrown error, or a function of the call. */
export type ScriptEntry =
  | LanguageModelV3StreamPart[]
  | { throws: Error }
  | ((options: LanguageModelV3CallOptions) => LanguageModelV3StreamPart[] | { throws: Error });

/** Usage reported by scripted finishes. */
export const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A finish part. */
export function finish(unified: LanguageModelV3FinishReason['unified'] = 'stop'): LanguageModelV3StreamPart {
  return { type: 'finish', finishReason: { unified, raw: unified }, usage: USAGE };
}

/** A text step split into `pieces` deltas (by words when not given). */
export function textStep(text: string, pieces?: string[]): LanguageModelV3StreamPart[] {
  const deltas = pieces ?? text.split(/(?<= )/);
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    ...deltas.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    finish('stop'),
  ];
}

/** A step calling tools. */
export function toolStep(
  calls: { toolCallId: string; toolName: string; input: unknown }[],
  text?: string,
): LanguageModelV3StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    ...(text === undefined ? [] : textStep(text).slice(1, -1)),
    ...calls.map(
      (c): LanguageModelV3StreamPart => ({
        type: 'tool-call',
        toolCallId: c.toolCallId,
        toolName: c.toolName,
        input: typeof c.input === 'string' ? c.input : JSON.stringify(c.input),
      }),
    ),
    finish('tool-calls'),
  ];
}

/**
 * The kit's `ScriptedModel` answering each call with the next entry, its parts played exactly as
 * given (the last entry repeats). `calls` records every call's options, `prompts` their prompts.
 */
export function scriptedModel(script: ScriptEntry[], modelId = 'scripted'): ScriptedModel {
  return new ScriptedModel(script.map(toStep), { modelId, repeatLast: true });
}

function toStep(entry: ScriptEntry): ScriptedStep {
  return typeof entry === 'function' ? (options) => asStep(entry(options)) : asStep(entry);
}

function asStep(answer: LanguageModelV3StreamPart[] | { throws: Error }): ScriptedParts | ScriptedFailure {
  return Array.isArray(answer) ? { parts: answer } : answer;
}

/** Reads a whole stream into an array. */
export async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream as unknown as AsyncIterable<T>) out.push(item);
  return out;
}
