import type { ProviderMetadata } from './language-model.js';

/** Why a model step ended. */
export type FinishReason =
  | 'stop'
  | 'length'
  | 'content-filter'
  | 'tool-calls'
  | 'error'
  | 'other'
  | 'unknown';

/** Token usage of a step or a whole run. Undefined when the provider did not report it. */
export interface Usage {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  totalTokens: number | undefined;
  reasoningTokens?: number | undefined;
  cachedInputTokens?: number | undefined;
}

/** A tool call the model made. */
export interface ToolCallInfo {
  toolCallId: string;
  toolName: string;
  args: unknown;
  providerExecuted?: boolean;
}

/** The outcome of one tool call. */
export interface ToolResultInfo {
  toolCallId: string;
  toolName: string;
  args: unknown;
  result: unknown;
  isError?: boolean;
  providerExecuted?: boolean;
}

/** What one step of the agentic loop produced. */
export interface StepResult {
  stepNumber: number;
  text: string;
  reasoningText: string | undefined;
  toolCalls: ToolCallInfo[];
  toolResults: ToolResultInfo[];
  finishReason: FinishReason;
  usage: Usage;
  warnings: unknown[];
  sources: { id: string; url?: string; title?: string }[];
  files: { mediaType: string; data: string }[];
  providerMetadata: ProviderMetadata | undefined;
  request: unknown;
  response: unknown;
}
