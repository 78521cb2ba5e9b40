import type {
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/** One scripted model call: stream parts, a thrown error, or a function of the call. */
export type ScriptedCall =
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
 * A V3 mock model that answers each call with the next scripted call (the last one repeats).
 * `calls` records every call's options (prompts included).
 */
export function scriptedModel(script: ScriptedCall[], modelId = 'scripted'): MockLanguageModelV3 {
  let index = 0;
  return new MockLanguageModelV3({
    modelId,
    doStream: (options): PromiseLike<LanguageModelV3StreamResult> => {
      const entry = script[Math.min(index, script.length - 1)];
      index++;
      if (entry === undefined) return Promise.reject(new Error('empty script'));
      const resolved = typeof entry === 'function' ? entry(options) : entry;
      if (!Array.isArray(resolved)) {
        const thrown = resolved.throws;
        return Promise.reject(thrown instanceof Error ? thrown : new Error(String(thrown)));
      }
      return Promise.resolve({
        stream: simulateReadableStream({ chunks: resolved, initialDelayInMs: null, chunkDelayInMs: null }),
      });
    },
  });
}

/** Reads a whole stream into an array. */
export async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream as unknown as AsyncIterable<T>) out.push(item);
  return out;
}
