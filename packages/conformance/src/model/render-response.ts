import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from '@ai-sdk/provider';
import type { ScriptedFinishReason, ScriptedResponse, ScriptedToolCall } from './script.js';
import { splitWords } from './split-words.js';

/** A scripted response rendered into V3 stream parts (without timing) and generate content. */
export interface RenderedResponse {
  parts: LanguageModelV3StreamPart[];
  content: LanguageModelV3Content[];
  finishReason: LanguageModelV3FinishReason;
  usage: LanguageModelV3Usage;
  warnings: SharedV3Warning[];
  /** The step's mid-stream error: `doGenerate` rejects with it. */
  streamError?: { error: unknown };
  /** The response id the step sets (`doGenerate` reports `response-<step>` without one). */
  responseId?: string;
}

function deltas(value: string | readonly string[] | undefined, chunkSize?: number): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? splitWords(value, chunkSize) : [...value];
}

function toolInputJson(call: ScriptedToolCall): string {
  return typeof call.input === 'string' ? call.input : JSON.stringify(call.input ?? {});
}

function splitInto(text: string, count: number): string[] {
  const n = Math.max(1, Math.min(count, text.length));
  const size = Math.ceil(text.length / n);
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces.length === 0 ? [''] : pieces;
}

function toolParts(call: ScriptedToolCall, id: string): LanguageModelV3StreamPart[] {
  const input = toolInputJson(call);
  const executed = call.providerExecuted === undefined ? {} : { providerExecuted: call.providerExecuted };
  return [
    { type: 'tool-input-start', id, toolName: call.toolName, ...executed },
    ...splitInto(input, call.inputDeltas ?? 2).map(
      (delta): LanguageModelV3StreamPart => ({ type: 'tool-input-delta', id, delta }),
    ),
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: call.toolName, input, ...executed },
  ];
}

function usageOf(response: ScriptedResponse, outputDeltas: number): LanguageModelV3Usage {
  const input = response.usage?.inputTokens ?? 10;
  const cached = response.usage?.cachedInputTokens;
  const output = response.usage?.outputTokens ?? outputDeltas;
  const reasoning = response.usage?.reasoningTokens;
  return {
    inputTokens: {
      total: input,
      noCache: cached === undefined ? input : input - cached,
      cacheRead: cached,
      cacheWrite: undefined,
    },
    outputTokens: {
      total: output,
      text: reasoning === undefined ? output : output - reasoning,
      reasoning,
    },
  };
}

/** Renders one scripted response of call `stepIndex` into stream parts and generate content. */
export function renderResponse(
  response: ScriptedResponse,
  stepIndex: number,
  modelId: string,
): RenderedResponse {
  const reasoning = deltas(response.reasoning, response.chunkSize);
  const text = deltas(response.text, response.chunkSize);
  const calls = response.toolCalls ?? [];
  const content: LanguageModelV3StreamPart[] = [];
  if (reasoning.length > 0) {
    const id = `reasoning-${stepIndex}`;
    content.push({ type: 'reasoning-start', id });
    for (const delta of reasoning) content.push({ type: 'reasoning-delta', id, delta });
    content.push({ type: 'reasoning-end', id });
  }
  if (text.length > 0) {
    const id = `text-${stepIndex}`;
    content.push({ type: 'text-start', id });
    for (const delta of text) content.push({ type: 'text-delta', id, delta });
    content.push({ type: 'text-end', id });
  }
  const blocks = response.textBlocks ?? [];
  blocks.forEach((block, index) => {
    const id = index === 0 && text.length === 0 ? `text-${stepIndex}` : `text-${stepIndex}-${index + 1}`;
    content.push({ type: 'text-start', id }, { type: 'text-delta', id, delta: block }, { type: 'text-end', id });
  });
  calls.forEach((call, index) => {
    content.push(...toolParts(call, call.toolCallId ?? `call-${stepIndex}-${index}`));
  });

  let finish: ScriptedFinishReason = response.finishReason ?? (calls.length > 0 ? 'tool-calls' : 'stop');
  const body = [...content];
  if (response.streamError !== undefined) {
    const at = Math.min(response.streamError.after ?? body.length, body.length);
    body.splice(at, body.length - at, { type: 'error', error: response.streamError.error });
    finish = response.finishReason ?? 'error';
  }
  for (const extra of response.extraParts ?? []) body.push(extra as LanguageModelV3StreamPart);

  const warnings = [...(response.warnings ?? [])] as SharedV3Warning[];
  const usage = usageOf(response, reasoning.length + text.length + blocks.length + calls.length);
  const finishReason: LanguageModelV3FinishReason = { unified: finish, raw: finish };
  const parts: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings },
    {
      type: 'response-metadata',
      id: response.responseId ?? `response-${stepIndex}`,
      modelId,
      timestamp: new Date(0),
    },
    ...body,
    { type: 'finish', finishReason, usage },
  ];

  const generated: LanguageModelV3Content[] = [];
  if (reasoning.length > 0) generated.push({ type: 'reasoning', text: reasoning.join('') });
  if (text.length > 0) generated.push({ type: 'text', text: text.join('') });
  for (const block of blocks) generated.push({ type: 'text', text: block });
  calls.forEach((call, index) => {
    generated.push({
      type: 'tool-call',
      toolCallId: call.toolCallId ?? `call-${stepIndex}-${index}`,
      toolName: call.toolName,
      input: toolInputJson(call),
      ...(call.providerExecuted === undefined ? {} : { providerExecuted: call.providerExecuted }),
    });
  });
  return {
    parts,
    content: generated,
    finishReason,
    usage,
    warnings,
    ...(response.streamError === undefined ? {} : { streamError: response.streamError }),
    ...(response.responseId === undefined ? {} : { responseId: response.responseId }),
  };
}
