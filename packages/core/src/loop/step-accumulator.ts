import type { JSONValue } from '@ai-sdk/provider';
import type { AssistantContent } from '@ai-sdk/provider-utils';
import type { DataPart } from '../messages/stored-message.js';
import type { ProviderMetadata } from '../model/language-model.js';
import type { ChunkType } from '../stream/chunk-type.js';
import type { FinishReason, StepResult, ToolCallInfo, ToolResultInfo, Usage } from './step-result.js';
import { emptyUsage } from './usage.js';

type ContentPart = Exclude<AssistantContent, string>[number];

/**
 * Collects what one step produced from the chunks that left the output processors (so redactions
 * and drops are what gets stored): text, reasoning, tool calls, files, sources and data parts.
 */
export class StepAccumulator {
  readonly stepNumber: number;
  text = '';
  reasoningText: string | undefined;
  readonly content: ContentPart[] = [];
  readonly toolCalls: ToolCallInfo[] = [];
  readonly toolResults: ToolResultInfo[] = [];
  readonly sources: StepResult['sources'] = [];
  readonly files: StepResult['files'] = [];
  readonly dataParts: DataPart[] = [];
  finishReason: FinishReason = 'unknown';
  usage: Usage = emptyUsage();
  providerMetadata: ProviderMetadata | undefined;
  warnings: unknown[] = [];
  request: unknown;
  response: unknown;

  constructor(stepNumber: number) {
    this.stepNumber = stepNumber;
  }

  /** Adds one chunk that reached the client. */
  add(chunk: ChunkType): void {
    switch (chunk.type) {
      case 'text-delta': {
        const text = chunk.payload.text;
        this.text += text;
        const last = this.content[this.content.length - 1];
        if (last?.type === 'text') last.text += text;
        else this.content.push({ type: 'text', text });
        return;
      }
      case 'reasoning-delta': {
        const text = chunk.payload.text;
        this.reasoningText = (this.reasoningText ?? '') + text;
        const last = this.content[this.content.length - 1];
        if (last?.type === 'reasoning') last.text += text;
        else this.content.push({ type: 'reasoning', text });
        return;
      }
      case 'tool-call': {
        const { toolCallId, toolName, args, providerExecuted } = chunk.payload;
        const call: ToolCallInfo = { toolCallId, toolName, args };
        if (providerExecuted !== undefined) call.providerExecuted = providerExecuted;
        this.toolCalls.push(call);
        this.content.push({
          type: 'tool-call',
          toolCallId,
          toolName,
          input: args,
          ...(providerExecuted === undefined ? {} : { providerExecuted }),
        });
        return;
      }
      case 'tool-result':
      case 'tool-error':
        this.#addToolOutcome(chunk);
        return;
      case 'file':
        this.files.push({ mediaType: chunk.payload.mediaType, data: chunk.payload.data });
        this.content.push({ type: 'file', mediaType: chunk.payload.mediaType, data: chunk.payload.data });
        return;
      case 'source': {
        const { id, url, title } = chunk.payload;
        this.sources.push({ id, ...(url === undefined ? {} : { url }), ...(title === undefined ? {} : { title }) });
        return;
      }
      default:
        if (chunk.type.startsWith('data-')) this.#addData(chunk);
    }
  }

  #addToolOutcome(chunk: Extract<ChunkType, { type: 'tool-result' | 'tool-error' }>): void {
    const p = chunk.payload;
    const isError = chunk.type === 'tool-error' || chunk.payload.isError === true;
    const result = chunk.type === 'tool-error' ? chunk.payload.error : chunk.payload.result;
    const info: ToolResultInfo = { toolCallId: p.toolCallId, toolName: p.toolName, args: p.args, result };
    if (isError) info.isError = true;
    if (chunk.type === 'tool-result' && chunk.payload.providerExecuted === true) {
      info.providerExecuted = true;
      this.content.push({
        type: 'tool-result',
        toolCallId: p.toolCallId,
        toolName: p.toolName,
        output: toOutput(result, isError),
      });
    }
    this.toolResults.push(info);
  }

  #addData(chunk: ChunkType): void {
    const data = chunk as { type: `data-${string}`; data?: unknown; transient?: boolean; id?: string };
    if (data.transient === true) return;
    const part: DataPart = { type: data.type, data: data.data };
    if (data.id !== undefined) part.id = data.id;
    this.dataParts.push(part);
  }

  /** The step's result. */
  toStepResult(): StepResult {
    return {
      stepNumber: this.stepNumber,
      text: this.text,
      reasoningText: this.reasoningText,
      toolCalls: this.toolCalls,
      toolResults: this.toolResults,
      finishReason: this.finishReason,
      usage: this.usage,
      warnings: this.warnings,
      sources: this.sources,
      files: this.files,
      providerMetadata: this.providerMetadata,
      request: this.request,
      response: this.response,
    };
  }
}

/** A tool result value in the AI SDK tool-result output form. */
export function toOutput(
  value: unknown,
  isError: boolean,
): { type: 'text' | 'error-text'; value: string } | { type: 'json' | 'error-json'; value: JSONValue } {
  if (typeof value === 'string') return { type: isError ? 'error-text' : 'text', value };
  return { type: isError ? 'error-json' : 'json', value: (value ?? null) as JSONValue };
}
