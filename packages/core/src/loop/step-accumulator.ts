import type { JSONValue } from '@ai-sdk/provider';
import type { AssistantContent } from '@ai-sdk/provider-utils';
import type { DataPart } from '../messages/stored-message.js';
import type { ProviderMetadata } from '../contract/language-model.js';
import type { ChunkType } from '../contract/chunk-type.js';
import type { FinishReason, StepResult, ToolCallInfo, ToolResultInfo, Usage } from '../contract/step-result.js';
import { emptyUsage } from '../model/model-usage.js';

type ContentPart = Exclude<AssistantContent, string>[number];

/**
 * Collects what one step produced from the chunks that left the output processors (so redactions
 * and drops are what gets stored): text, reasoning, tool calls, files, sources and data parts.
 *
 * `add()` is the per-chunk hot path of a stream: a delta only records its text (never the chunk,
 * so the step keeps no chunk object alive), and a run of deltas of one kind is joined at once
 * when next read, instead of one string concatenation each.
 */
export class StepAccumulator {
  readonly stepNumber: number;
  finishReason: FinishReason = 'unknown';
  usage: Usage = emptyUsage();
  providerMetadata: ProviderMetadata | undefined;
  warnings: unknown[] = [];
  request: unknown;
  response: unknown;
  /** Texts of the deltas added since the last join, all of kind `#pendingKind`. */
  #pendingTexts: string[] = [];
  #pendingKind: 'text' | 'reasoning' = 'text';
  #text = '';
  #reasoningText: string | undefined;
  readonly #content: ContentPart[] = [];
  readonly #toolCalls: ToolCallInfo[] = [];
  readonly #toolResults: ToolResultInfo[] = [];
  readonly #sources: StepResult['sources'] = [];
  readonly #files: StepResult['files'] = [];
  readonly #dataParts: DataPart[] = [];

  constructor(stepNumber: number) {
    this.stepNumber = stepNumber;
  }

  /** The step's text so far. */
  get text(): string {
    this.#flush();
    return this.#text;
  }

  /** The step's reasoning text so far (`undefined` without reasoning). */
  get reasoningText(): string | undefined {
    this.#flush();
    return this.#reasoningText;
  }

  /** The assistant content parts, in order (consecutive text or reasoning merged). */
  get content(): ContentPart[] {
    this.#flush();
    return this.#content;
  }

  get toolCalls(): ToolCallInfo[] {
    this.#flush();
    return this.#toolCalls;
  }

  get toolResults(): ToolResultInfo[] {
    this.#flush();
    return this.#toolResults;
  }

  get sources(): StepResult['sources'] {
    this.#flush();
    return this.#sources;
  }

  get files(): StepResult['files'] {
    this.#flush();
    return this.#files;
  }

  get dataParts(): DataPart[] {
    this.#flush();
    return this.#dataParts;
  }

  /** Adds one chunk that reached the client. */
  add(chunk: ChunkType): void {
    const type = chunk.type;
    if (type === 'text-delta' || type === 'reasoning-delta') {
      const kind = type === 'text-delta' ? 'text' : 'reasoning';
      if (kind !== this.#pendingKind) {
        this.#flush();
        this.#pendingKind = kind;
      }
      this.#pendingTexts.push(chunk.payload.text);
      return;
    }
    this.#flush();
    this.#apply(chunk);
  }

  /** Joins the pending deltas' texts into the step (once per run of deltas). */
  #flush(): void {
    const texts = this.#pendingTexts;
    if (texts.length === 0) return;
    this.#pendingTexts = [];
    this.#addText(this.#pendingKind, texts.length === 1 ? (texts[0] as string) : texts.join(''));
  }

  #addText(kind: 'text' | 'reasoning', text: string): void {
    if (kind === 'text') this.#text += text;
    else this.#reasoningText = (this.#reasoningText ?? '') + text;
    const last = this.#content[this.#content.length - 1];
    if (last?.type === kind) last.text += text;
    else this.#content.push({ type: kind, text });
  }

  #apply(chunk: ChunkType): void {
    switch (chunk.type) {
      case 'tool-call': {
        const { toolCallId, toolName, args, providerExecuted } = chunk.payload;
        const call: ToolCallInfo = { toolCallId, toolName, args };
        if (providerExecuted !== undefined) call.providerExecuted = providerExecuted;
        this.#toolCalls.push(call);
        this.#content.push({
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
        this.#files.push({ mediaType: chunk.payload.mediaType, data: chunk.payload.data });
        this.#content.push({ type: 'file', mediaType: chunk.payload.mediaType, data: chunk.payload.data });
        return;
      case 'source': {
        const { id, url, title } = chunk.payload;
        this.#sources.push({ id, ...(url === undefined ? {} : { url }), ...(title === undefined ? {} : { title }) });
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
      this.#content.push({
        type: 'tool-result',
        toolCallId: p.toolCallId,
        toolName: p.toolName,
        output: toOutput(result, isError),
      });
    }
    this.#toolResults.push(info);
  }

  #addData(chunk: ChunkType): void {
    const data = chunk as { type: `data-${string}`; data?: unknown; transient?: boolean; id?: string };
    if (data.transient === true) return;
    const part: DataPart = { type: data.type, data: data.data };
    if (data.id !== undefined) part.id = data.id;
    this.#dataParts.push(part);
  }

  /** The step's result. */
  toStepResult(): StepResult {
    this.#flush();
    return {
      stepNumber: this.stepNumber,
      text: this.#text,
      reasoningText: this.#reasoningText,
      toolCalls: this.#toolCalls,
      toolResults: this.#toolResults,
      finishReason: this.finishReason,
      usage: this.usage,
      warnings: this.warnings,
      sources: this.#sources,
      files: this.#files,
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
