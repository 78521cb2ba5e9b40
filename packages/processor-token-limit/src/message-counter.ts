import type { LLMRequestCallOptions, ModelPrompt, StoredMessage, SystemMessage } from '@sluice/core';
import type { ChatOverhead } from './chat-overhead.js';
import { estimateFileTokens, type FileEstimate } from './file-estimate.js';
import { TextCountCache } from './text-count-cache.js';
import type { TokenCounter } from './token-counter.js';

type LanguageModelV3Message = ModelPrompt[number];
type PromptPart = Exclude<LanguageModelV3Message['content'], string>[number];
type LanguageModelV3FilePart = Extract<PromptPart, { type: 'file' }>;
type LanguageModelV3ToolResultOutput = Extract<PromptPart, { type: 'tool-result' }>['output'];

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    // JSON.stringify returns undefined for undefined and functions, despite its declared type.
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? '' : json;
  } catch {
    return String(value);
  }
}

/**
 * Counts whole messages (provider-prompt and stored forms) with per-message chat overhead and file
 * estimates. Every text of a message is cached by content, so a message costs a few map lookups
 * once counted, even when the loop rebuilds the prompt objects each step (an identity cache was
 * measured slower: a WeakMap insertion per fresh message costs ~5 µs, a text lookup ~0.2 µs).
 */
export class MessageCounter {
  readonly #texts: TextCountCache;
  readonly overhead: ChatOverhead;
  readonly #files: FileEstimate;

  constructor(counter: TokenCounter, overhead: ChatOverhead, files: FileEstimate) {
    this.#texts = new TextCountCache(counter);
    this.overhead = overhead;
    this.#files = files;
  }

  /** Tokens of a text (cached). */
  text(text: string): number {
    return this.#texts.count(text);
  }

  #file(part: Pick<LanguageModelV3FilePart, 'mediaType' | 'data'>): number {
    return estimateFileTokens(part.mediaType, part.data, this.#files, (text) => this.text(text));
  }

  #toolOutput(output: LanguageModelV3ToolResultOutput): number {
    switch (output.type) {
      case 'text':
      case 'error-text':
        return this.text(output.value);
      case 'execution-denied':
        return this.text(output.reason ?? 'denied');
      case 'content':
        return output.value.reduce(
          (sum, item) => sum + (item.type === 'text' ? this.text(item.text) : this.text(stringify(item))),
          0,
        );
      default:
        return this.text(stringify(output.value));
    }
  }

  /** Tokens of one provider-prompt message, overhead included. */
  promptMessage(message: LanguageModelV3Message): number {
    let tokens = this.overhead.perMessage;
    if (message.role === 'system') {
      tokens += this.text(message.content);
    } else {
      for (const part of message.content) {
        switch (part.type) {
          case 'text':
          case 'reasoning':
            tokens += this.text(part.text);
            break;
          case 'file':
            tokens += this.#file(part);
            break;
          case 'tool-call':
            tokens += this.text(part.toolName) + this.text(stringify(part.input));
            break;
          case 'tool-result':
            tokens += this.text(part.toolName) + this.#toolOutput(part.output);
            break;
          default:
            tokens += this.text(stringify(part));
        }
      }
    }
    return tokens;
  }

  /**
   * Tokens of one stored message as it will reach the provider: its text, reasoning, files and
   * tool calls; a tool result counts as its own (tool) message, overhead included.
   */
  storedMessage(message: StoredMessage): number {
    let tokens = this.overhead.perMessage;
    let hasText = false;
    for (const part of message.content.parts) {
      switch (part.type) {
        case 'text':
          hasText = true;
          tokens += this.text(part.text);
          break;
        case 'reasoning':
          tokens += this.text(part.text);
          break;
        case 'file':
          tokens += this.#file(part);
          break;
        case 'tool-invocation': {
          const call = part.toolInvocation;
          tokens += this.text(call.toolName) + this.text(stringify(call.args));
          if (call.state === 'result') {
            tokens += this.overhead.perMessage + this.text(call.toolName) + this.text(stringify(call.result));
          }
          break;
        }
        default:
          break;
      }
    }
    if (!hasText && message.content.content !== undefined) tokens += this.text(message.content.content);
    return tokens;
  }

  /** Tokens of a system message. */
  systemMessage(message: SystemMessage): number {
    return this.overhead.perMessage + this.text(message.content);
  }

  /** Tokens of the tool definitions sent with the call (name, description, JSON schema). */
  tools(tools: LLMRequestCallOptions['tools']): number {
    return tools.reduce(
      (sum, tool) => sum + this.text(tool.name) + this.text(tool.description ?? '') + this.text(stringify(tool.inputSchema)),
      0,
    );
  }
}
