import type { LanguageModelV3ToolResultOutput } from '@ai-sdk/provider';
import type { ProviderMetadata, ProviderOptions } from '../contract/language-model.js';

/** Which part of a run a message belongs to. */
export type MessageSource = 'input' | 'response' | 'memory' | 'context';

/** Role of a stored message. Tool results live inside assistant `tool-invocation` parts. */
export type StoredMessageRole = 'user' | 'assistant' | 'system';

/** Plain text. */
export interface TextPart {
  type: 'text';
  text: string;
  providerMetadata?: ProviderMetadata;
}

/** Model reasoning (thinking) text. */
export interface ReasoningPart {
  type: 'reasoning';
  text: string;
  providerMetadata?: ProviderMetadata;
}

/** A file: base64 data or a URL string. */
export interface FilePart {
  type: 'file';
  mediaType: string;
  /** Base64 data or an `http(s):`/`data:` URL. */
  data: string;
  filename?: string;
  providerMetadata?: ProviderMetadata;
}

/** A URL the model cited. */
export interface SourceUrlPart {
  type: 'source-url';
  sourceId: string;
  url: string;
  title?: string;
  providerMetadata?: ProviderMetadata;
}

/** Marks the start of a model step inside a merged assistant message. */
export interface StepStartPart {
  type: 'step-start';
}

/** A tool call and, once known, its result. */
export interface ToolInvocation {
  /** `partial-call` while arguments stream, `call` once complete, `result` once executed. */
  state: 'partial-call' | 'call' | 'result';
  toolCallId: string;
  toolName: string;
  args: unknown;
  result?: unknown;
  isError?: boolean;
  /** Step number in which the call was made. */
  step?: number;
  /**
   * The provider form of the result, kept only when it has no plain-value form (`content` and
   * `execution-denied` outputs). Conversions reuse it as is; `updateToolInvocation` clears it.
   */
  output?: LanguageModelV3ToolResultOutput;
}

/**
 * AI SDK UI fields of a tool part that have no `ToolInvocation` equivalent (approvals, titles,
 * dynamic tools...). Kept so that a UIMessage survives ui -> db -> ui.
 */
export interface ToolInvocationUiFields {
  /** The UI state, when it is finer than `ToolInvocation.state` (approvals, denial). */
  state?: 'approval-requested' | 'approval-responded' | 'output-denied';
  /** True when the part was a `dynamic-tool` part. */
  dynamicTool?: boolean;
  /** The `dynamic` flag of a `dynamic-tool` part. */
  dynamic?: false;
  title?: string;
  toolMetadata?: Record<string, unknown>;
  approval?: Record<string, unknown>;
  preliminary?: boolean;
  rawInput?: unknown;
  inputEncoding?: 'json' | 'text';
}

/** A tool invocation part of an assistant message. */
export interface ToolInvocationPart {
  type: 'tool-invocation';
  toolInvocation: ToolInvocation;
  providerExecuted?: boolean;
  /** Metadata of the call. */
  providerMetadata?: ProviderMetadata;
  /** Metadata of the result (AI SDK `resultProviderMetadata` / a tool result's `providerOptions`). */
  resultProviderMetadata?: ProviderMetadata;
  /** UI-only fields, see `ToolInvocationUiFields`. */
  ui?: ToolInvocationUiFields;
}

/** Custom data emitted with `writer.custom()` and persisted (non-transient `data-*` chunks). */
export interface DataPart<TData = unknown> {
  type: `data-${string}`;
  data: TData;
  id?: string;
}

/**
 * One part of a stored message. Parts of types not listed here are preserved as they are by every
 * conversion, but are not part of this union so that narrowing on `type` stays exact.
 */
export type MessagePart =
  | TextPart
  | ReasoningPart
  | FilePart
  | SourceUrlPart
  | StepStartPart
  | ToolInvocationPart
  | DataPart;

/** The structured content of a stored message. Never a plain string. */
export interface StoredMessageContent {
  format: 2;
  parts: MessagePart[];
  /** Legacy flattened text; read only as a fallback when `parts` has no text. */
  content?: string;
  metadata?: Record<string, unknown>;
  /** Message-level provider options (a ModelMessage's `providerOptions`), e.g. cache control. */
  providerOptions?: ProviderOptions;
}

/** The structured message every processor sees (the spec's `MastraDBMessage`). */
export interface StoredMessage {
  id: string;
  role: StoredMessageRole;
  createdAt: Date;
  threadId?: string;
  resourceId?: string;
  content: StoredMessageContent;
}
