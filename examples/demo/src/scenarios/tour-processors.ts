import type {
  ChunkType,
  Processor,
  ProcessInputArgs,
  ProcessOutputResultArgs,
  ProcessOutputStepArgs,
  ProcessOutputStreamArgs,
  ProcessToolResultArgs,
  StoredMessage,
} from '@sluice/core';

/** Collects one line per hook invocation worth showing. */
export type Trace = string[];

/** Replaces e-mail addresses in the user's input with a placeholder. */
export class EmailMasker implements Processor {
  readonly id = 'email-masker';
  constructor(private readonly trace: Trace) {}
  processInput({ messages }: ProcessInputArgs): StoredMessage[] {
    return messages.map((message) => ({
      ...message,
      content: {
        ...message.content,
        parts: message.content.parts.map((part) => {
          if (part.type !== 'text') return part;
          const masked = part.text.replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, '<email>');
          if (masked !== part.text) this.trace.push(`processInput      [${this.id}] masked an e-mail: "${masked}"`);
          return { ...part, text: masked };
        }),
      },
    }));
  }
}

/** Removes the `internalNotes` field from the order tool's result before the model sees it. */
export class StripInternalNotes implements Processor {
  readonly id = 'strip-internal-notes';
  constructor(private readonly trace: Trace) {}
  processToolResult({ toolName, toolCallId, args, result, messageList }: ProcessToolResultArgs): void {
    if (toolName !== 'getOrder' || typeof result !== 'object' || result === null) return;
    const { internalNotes: _dropped, ...rest } = result as Record<string, unknown>;
    messageList.updateToolInvocation({
      type: 'tool-invocation',
      toolInvocation: { state: 'result', toolCallId, toolName, args, result: rest },
    });
    this.trace.push(`processToolResult [${this.id}] removed internalNotes from ${toolName}'s result`);
  }
}

/** Upper-cases the word "shipped" in the streamed answer, chunk by chunk. */
export class Shout implements Processor {
  readonly id = 'shout';
  constructor(private readonly trace: Trace) {}
  processOutputStream({ part, state }: ProcessOutputStreamArgs<{ changed?: number }>): ChunkType {
    if (part.type !== 'text-delta' || !part.payload.text.includes('shipped')) return part;
    state.changed = (state.changed ?? 0) + 1;
    this.trace.push(`processOutputStream [${this.id}] rewrote a delta: "${part.payload.text.trim()}"`);
    return { ...part, payload: { ...part.payload, text: part.payload.text.replace('shipped', 'SHIPPED') } };
  }
}

/** Asks for one retry when the answer is too short (a quality guardrail). */
export class TooShort implements Processor {
  readonly id = 'too-short';
  constructor(private readonly trace: Trace) {}
  processOutputStep({ text, toolCalls, abort, retryCount }: ProcessOutputStepArgs): void {
    if (toolCalls.length > 0) return;
    const words = text.split(/\s+/).filter(Boolean).length;
    this.trace.push(`processOutputStep [${this.id}] ${words} word(s), retryCount=${retryCount}`);
    if (words < 4 && retryCount === 0) abort('Answer in a full sentence, please.', { retry: true });
  }
}

/** Logs the final result. */
export class Summary implements Processor {
  readonly id = 'summary';
  constructor(private readonly trace: Trace) {}
  processOutputResult({ result }: ProcessOutputResultArgs): void {
    this.trace.push(`processOutputResult [${this.id}] ${result.steps.length} step(s), finish=${result.finishReason}, tokens=${result.usage.totalTokens ?? '?'}`);
  }
}
