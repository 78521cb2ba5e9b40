import type { LanguageModelV3FunctionTool } from '@ai-sdk/provider';

// The AI SDK 7 model specification (`@ai-sdk/provider` 4), as far as Sluice reads and writes it.
// Declared here rather than imported because `@ai-sdk/provider` 4 requires Node 22 and core must
// keep installing cleanly on Node 20 with ai 6. The shapes mirror the specification field for field;
// `compat-ai-v7` checks, with ai 7's own types, that real V4 models and middleware assign to them.

/** A JSON value as V4 types it (read-only, unlike V3's). */
export type JSONValueV4 = null | string | number | boolean | Readonly<JSONObjectV4> | readonly JSONValueV4[];

/** A JSON object as V4 types it. */
export interface JSONObjectV4 {
  [key: string]: JSONValueV4 | undefined;
}

/** Provider-specific metadata on V4 results, keyed by provider. */
export type SharedV4ProviderMetadata = Record<string, JSONObjectV4>;

/** Provider-specific options on V4 requests, keyed by provider. */
export type SharedV4ProviderOptions = Record<string, JSONObjectV4>;

/** A warning a V4 model returns. */
export type SharedV4Warning =
  | { type: 'unsupported'; feature: string; details?: string }
  | { type: 'compatibility'; feature: string; details?: string }
  | { type: 'deprecated'; setting: string; message: string }
  | { type: 'other'; message: string };

/** V4 token usage (the V3 shape). */
export interface LanguageModelV4Usage {
  inputTokens: { total: number | undefined; noCache: number | undefined; cacheRead: number | undefined; cacheWrite: number | undefined };
  outputTokens: { total: number | undefined; text: number | undefined; reasoning: number | undefined };
  raw?: JSONObjectV4;
}

/** A V4 prompt text part. */
export interface LanguageModelV4TextPart {
  type: 'text';
  text: string;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 prompt reasoning part. */
export interface LanguageModelV4ReasoningPart {
  type: 'reasoning';
  text: string;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 prompt tool call. */
export interface LanguageModelV4ToolCallPart {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  input: unknown;
  providerExecuted?: boolean;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 answer to a tool approval request. */
export interface LanguageModelV4ToolApprovalResponsePart {
  type: 'tool-approval-response';
  approvalId: string;
  approved: boolean;
  reason?: string;
  providerOptions?: SharedV4ProviderOptions;
}

/** File contents in V4: inline data, a URL, a provider file reference, or text. */
export type SharedV4FileData =
  | { type: 'data'; data: Uint8Array | string }
  | { type: 'url'; url: URL; originalUrl?: string }
  | { type: 'reference'; reference: Record<string, string> & { type?: never } }
  | { type: 'text'; text: string };

/** A V4 prompt file part: `data` is tagged (V3 took the bytes, base64 or URL directly). */
export interface LanguageModelV4FilePart {
  type: 'file';
  filename?: string;
  data: SharedV4FileData;
  mediaType: string;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 prompt part for a file the model reasoned over (no V3 equivalent). */
export interface LanguageModelV4ReasoningFilePart {
  type: 'reasoning-file';
  data: Extract<SharedV4FileData, { type: 'data' | 'url' }>;
  mediaType: string;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 provider-specific prompt part (no V3 equivalent). */
export interface LanguageModelV4CustomPart {
  type: 'custom';
  kind: `${string}.${string}`;
  providerOptions?: SharedV4ProviderOptions;
}

/** A V4 tool result's output: `content` files are one tagged `file` item (V3 had six kinds). */
export type LanguageModelV4ToolResultOutput =
  | { type: 'text'; value: string; providerOptions?: SharedV4ProviderOptions }
  | { type: 'json'; value: JSONValueV4; providerOptions?: SharedV4ProviderOptions }
  | { type: 'execution-denied'; reason?: string; providerOptions?: SharedV4ProviderOptions }
  | { type: 'error-text'; value: string; providerOptions?: SharedV4ProviderOptions }
  | { type: 'error-json'; value: JSONValueV4; providerOptions?: SharedV4ProviderOptions }
  | {
      type: 'content';
      value: Array<
        | { type: 'text'; text: string; providerOptions?: SharedV4ProviderOptions }
        | { type: 'file'; data: SharedV4FileData; mediaType: string; filename?: string; providerOptions?: SharedV4ProviderOptions }
        | { type: 'custom'; providerOptions?: SharedV4ProviderOptions }
      >;
    };

/** A V4 tool result prompt part. */
export interface LanguageModelV4ToolResultPart {
  type: 'tool-result';
  toolCallId: string;
  toolName: string;
  output: LanguageModelV4ToolResultOutput;
  providerOptions?: SharedV4ProviderOptions;
}

/** One V4 prompt message. */
export type LanguageModelV4Message = (
  | { role: 'system'; content: string }
  | { role: 'user'; content: Array<LanguageModelV4TextPart | LanguageModelV4FilePart> }
  | {
      role: 'assistant';
      content: Array<
        | LanguageModelV4TextPart
        | LanguageModelV4FilePart
        | LanguageModelV4CustomPart
        | LanguageModelV4ReasoningPart
        | LanguageModelV4ReasoningFilePart
        | LanguageModelV4ToolCallPart
        | LanguageModelV4ToolResultPart
      >;
    }
  | { role: 'tool'; content: Array<LanguageModelV4ToolResultPart | LanguageModelV4ToolApprovalResponsePart> }
) & { providerOptions?: SharedV4ProviderOptions };

/** A V4 provider prompt. */
export type LanguageModelV4Prompt = LanguageModelV4Message[];

/** A function tool offered to a V4 model. */
export interface LanguageModelV4FunctionTool {
  type: 'function';
  name: string;
  description?: string;
  inputSchema: LanguageModelV3FunctionTool['inputSchema'];
  inputExamples?: Array<{ input: JSONObjectV4 }>;
  strict?: boolean;
  providerOptions?: SharedV4ProviderOptions;
}

/** A provider-defined tool offered to a V4 model. */
export interface LanguageModelV4ProviderTool {
  type: 'provider';
  id: `${string}.${string}`;
  name: string;
  args: Record<string, unknown>;
}

/** V4 call options: V3's, with a V4 prompt and a provider-neutral `reasoning` effort. */
export interface LanguageModelV4CallOptions {
  prompt: LanguageModelV4Prompt;
  maxOutputTokens?: number;
  temperature?: number;
  stopSequences?: string[];
  topP?: number;
  topK?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  responseFormat?: { type: 'text' } | { type: 'json'; schema?: LanguageModelV3FunctionTool['inputSchema']; name?: string; description?: string };
  seed?: number;
  tools?: Array<LanguageModelV4FunctionTool | LanguageModelV4ProviderTool>;
  toolChoice?: { type: 'auto' } | { type: 'none' } | { type: 'required' } | { type: 'tool'; toolName: string };
  includeRawChunks?: boolean;
  abortSignal?: AbortSignal;
  headers?: Record<string, string | undefined>;
  reasoning?: 'provider-default' | 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max';
  providerOptions?: SharedV4ProviderOptions;
}

/** V4 finish reason: V3's plus `interrupted`. */
export interface LanguageModelV4FinishReason {
  unified: 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'interrupted' | 'other';
  raw: string | undefined;
}

/** A source a V4 model cites. */
export type LanguageModelV4Source =
  | { type: 'source'; sourceType: 'url'; id: string; url: string; title?: string; providerMetadata?: SharedV4ProviderMetadata }
  | { type: 'source'; sourceType: 'document'; id: string; mediaType: string; title: string; filename?: string; providerMetadata?: SharedV4ProviderMetadata };

/** A tool call a V4 model makes. */
export interface LanguageModelV4ToolCall {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  input: string;
  providerExecuted?: boolean;
  dynamic?: boolean;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** The result of a tool the provider ran. */
export interface LanguageModelV4ToolResult {
  type: 'tool-result';
  toolCallId: string;
  toolName: string;
  result: NonNullable<JSONValueV4>;
  isError?: boolean;
  preliminary?: boolean;
  dynamic?: boolean;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** A V4 request to approve a tool call. */
export interface LanguageModelV4ToolApprovalRequest {
  type: 'tool-approval-request';
  approvalId: string;
  toolCallId: string;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** Who answered a V4 call. */
export interface LanguageModelV4ResponseMetadata {
  id?: string;
  timestamp?: Date;
  modelId?: string;
}

/** A passage of a V4 text that cites a source. */
export interface LanguageModelV4Citation {
  source: LanguageModelV4Source;
  startIndex?: number;
  endIndex?: number;
  citedText?: string;
}

/** A file the V4 model generated: `data` is tagged. */
export interface LanguageModelV4File {
  type: 'file';
  mediaType: string;
  data: Extract<SharedV4FileData, { type: 'data' | 'url' }>;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** A file the V4 model produced while reasoning (no V3 equivalent). */
export interface LanguageModelV4ReasoningFile {
  type: 'reasoning-file';
  mediaType: string;
  data: Extract<SharedV4FileData, { type: 'data' | 'url' }>;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** Provider-specific V4 content (no V3 equivalent). */
export interface LanguageModelV4CustomContent {
  type: 'custom';
  kind: `${string}.${string}`;
  providerMetadata?: SharedV4ProviderMetadata;
}

/** One V4 stream part. */
export type LanguageModelV4StreamPart =
  | { type: 'text-start' | 'reasoning-start' | 'reasoning-end'; id: string; providerMetadata?: SharedV4ProviderMetadata }
  | { type: 'text-delta' | 'reasoning-delta'; id: string; delta: string; providerMetadata?: SharedV4ProviderMetadata }
  | { type: 'text-end'; id: string; citations?: LanguageModelV4Citation[]; providerMetadata?: SharedV4ProviderMetadata }
  | {
      type: 'tool-input-start';
      id: string;
      toolName: string;
      inputEncoding?: 'json' | 'text';
      providerMetadata?: SharedV4ProviderMetadata;
      providerExecuted?: boolean;
      dynamic?: boolean;
      title?: string;
    }
  | { type: 'tool-input-delta'; id: string; delta: string; providerMetadata?: SharedV4ProviderMetadata }
  | { type: 'tool-input-end'; id: string; providerMetadata?: SharedV4ProviderMetadata }
  | LanguageModelV4ToolApprovalRequest
  | LanguageModelV4ToolCall
  | LanguageModelV4ToolResult
  | LanguageModelV4Source
  | { type: 'stream-start'; warnings: SharedV4Warning[] }
  | ({ type: 'response-metadata' } & LanguageModelV4ResponseMetadata)
  | { type: 'raw'; rawValue: unknown }
  | { type: 'error'; error: unknown }
  | LanguageModelV4File
  | LanguageModelV4ReasoningFile
  | LanguageModelV4CustomContent
  | { type: 'finish'; usage: LanguageModelV4Usage; finishReason: LanguageModelV4FinishReason; providerMetadata?: SharedV4ProviderMetadata }
  | { type: 'ping' };

/** One piece of V4 generated content. */
export type LanguageModelV4Content =
  | { type: 'reasoning'; text: string; providerMetadata?: SharedV4ProviderMetadata }
  | LanguageModelV4ToolApprovalRequest
  | LanguageModelV4Source
  | LanguageModelV4ToolCall
  | LanguageModelV4ToolResult
  | { type: 'text'; text: string; citations?: LanguageModelV4Citation[]; providerMetadata?: SharedV4ProviderMetadata }
  | LanguageModelV4File
  | LanguageModelV4ReasoningFile
  | LanguageModelV4CustomContent;

/** What a V4 `doStream` returns. */
export interface LanguageModelV4StreamResult {
  stream: ReadableStream<LanguageModelV4StreamPart>;
  request?: { url?: string; body?: unknown };
  response?: { headers?: Record<string, string> };
}

/** What a V4 `doGenerate` returns. */
export interface LanguageModelV4GenerateResult {
  content: LanguageModelV4Content[];
  structuredOutputText?: string;
  finishReason: LanguageModelV4FinishReason;
  usage: LanguageModelV4Usage;
  providerMetadata?: SharedV4ProviderMetadata;
  request?: { url?: string; body?: unknown };
  response?: LanguageModelV4ResponseMetadata & { headers?: Record<string, string>; body?: unknown };
  warnings: SharedV4Warning[];
}

/** An AI SDK 7 language model (`LanguageModelV4`). */
export interface LanguageModelV4 {
  readonly specificationVersion: 'v4';
  readonly provider: string;
  readonly modelId: string;
  supportedUrls: PromiseLike<Record<string, RegExp[]>> | Record<string, RegExp[]>;
  doGenerate(options: LanguageModelV4CallOptions): PromiseLike<LanguageModelV4GenerateResult>;
  doStream(options: LanguageModelV4CallOptions): PromiseLike<LanguageModelV4StreamResult>;
}
