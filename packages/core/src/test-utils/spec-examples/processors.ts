// The spec's example processors (spec/processor-interface.fr.md), ported by changing imports and
// adding the parameter type annotations strict TypeScript needs. Bodies are unchanged, so the lint
// rules they break (async without await, defensive optional chaining, the spec's `as any`) are off.
/* eslint-disable @typescript-eslint/require-await, @typescript-eslint/no-unnecessary-condition,
   @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access,
   @typescript-eslint/no-non-null-assertion, @typescript-eslint/no-unused-vars */
import { APICallError } from '@ai-sdk/provider';
import type {
  Processor,
  ProcessAPIErrorArgs,
  ProcessAPIErrorResult,
  ProcessInputArgs,
  ProcessInputStepArgs,
  ProcessInputStepResult,
  ProcessOutputStepArgs,
  ProcessOutputStreamArgs,
  ProcessToolResultArgs,
} from '../../processors/index.js';
import type { StoredMessage } from '../../messages/index.js';
import type { ChunkType } from '../../stream/index.js';

export class LowercaseProcessor implements Processor {
  id = 'lowercase'
  async processInput({ messages }: ProcessInputArgs): Promise<StoredMessage[]> {
    return messages.map(msg => ({
      ...msg,
      content: {
        ...msg.content,
        parts: msg.content.parts?.map(part =>
          part.type === 'text' ? { ...part, text: part.text.toLowerCase() } : part,
        ),
      },
    }))
  }
}

export class DynamicModelProcessor implements Processor {
  id = 'dynamic-model'
  async processInputStep({
    stepNumber,
    steps,
    toolChoice,
  }: ProcessInputStepArgs): Promise<ProcessInputStepResult> {
    // Use a fast model for initial response
    if (stepNumber === 0) {
      return { model: 'openai/gpt-5-mini' }
    }
    // Switch to powerful model after tool calls
    if (steps.length > 0 && steps[steps.length - 1]!.toolCalls?.length) {
      return { model: 'openai/gpt-5.6-sol' }
    }
    // Disable tools after 5 steps to force completion
    if (stepNumber > 5) {
      return { toolChoice: 'none' }
    }
    return {}
  }
}

export class ReasoningTransformer implements Processor {
  id = 'reasoning-transformer'
  async processInputStep({ messages, messageList }: ProcessInputStepArgs) {
    // Transform reasoning parts to thinking parts at each step
    // This is useful when switching between model providers
    for (const msg of messages) {
      if (msg.role === 'assistant' && msg.content.parts) {
        for (const part of msg.content.parts) {
          if (part.type === 'reasoning') {
            ;(part as any).type = 'thinking'
          }
        }
      }
    }
    return messageList
  }
}

export class ContentFilter implements Processor {
  id = 'content-filter'
  private blockedWords: string[]
  constructor(blockedWords: string[]) {
    this.blockedWords = blockedWords
  }
  async processInput({ messages, abort }: ProcessInputArgs): Promise<StoredMessage[]> {
    for (const msg of messages) {
      const text = msg.content.parts
        ?.filter(p => p.type === 'text')
        .map(p => p.text)
        .join(' ')
      if (this.blockedWords.some(word => text?.includes(word))) {
        abort('Blocked content detected in input')
      }
    }
    return messages
  }
  async processOutputStream({ part, abort }: ProcessOutputStreamArgs): Promise<ChunkType> {
    if (part.type === 'text-delta') {
      if (this.blockedWords.some(word => part.payload.text.includes(word))) {
        abort('Blocked content detected in output')
      }
    }
    return part
  }
}

export class WordCounter implements Processor {
  id = 'word-counter'
  async processOutputStream({ part, state }: ProcessOutputStreamArgs<{ wordCount?: number }>): Promise<ChunkType> {
    // Initialize state on first chunk
    if (!state.wordCount) {
      state.wordCount = 0
    }
    // Count words in text chunks
    if (part.type === 'text-delta') {
      const words = part.payload.text.split(/\s+/).filter(Boolean)
      state.wordCount += words.length
    }
    // Log word count on finish
    if (part.type === 'finish') {
      console.log(`Total words: ${state.wordCount}`)
    }
    return part
  }
}

export class RedactToolResult implements Processor {
  id = 'redact-tool-result'
  async processToolResult({ toolName, toolCallId, args, result, messageList }: ProcessToolResultArgs) {
    if (toolName !== 'lookup-customer') return
    const redacted = {
      ...(result as Record<string, unknown>),
      ssn: '[REDACTED]',
      email: '[REDACTED]',
    }
    messageList.updateToolInvocation({
      type: 'tool-invocation',
      toolInvocation: {
        state: 'result',
        toolCallId,
        toolName,
        args,
        result: redacted,
      },
    })
  }
}

export class ScanToolResult implements Processor {
  id = 'scan-tool-result'
  async processToolResult({ result, abort }: ProcessToolResultArgs) {
    const text = typeof result === 'string' ? result : JSON.stringify(result)
    if (containsPromptInjection(text)) {
      abort('blocked by scan-tool-result: suspected prompt injection')
    }
  }
}
function containsPromptInjection(text: string): boolean {
  return /ignore (all )?(previous|prior) instructions/i.test(text)
}

/** Scores used by QualityGuardrail; tests replace it. */
export const quality = { score: (_text: string): number | Promise<number> => 1 };
async function evaluateResponseQuality(text: string): Promise<number> {
  return quality.score(text)
}

export class QualityGuardrail implements Processor {
  id = 'quality-guardrail'
  async processOutputStep({ text, abort, retryCount }: ProcessOutputStepArgs) {
    const score = await evaluateResponseQuality(text)
    if (score < 0.7) {
      if (retryCount < 3) {
        // Request retry with feedback for the LLM
        abort('Response quality too low. Please provide more detail.', {
          retry: true,
          metadata: { qualityScore: score },
        })
      } else {
        // Max retries reached, block the response
        abort('Response quality too low after multiple attempts.')
      }
    }
    return []
  }
}

export class ErrorRecoveryProcessor implements Processor {
  id = 'error-recovery'
  processAPIError({
    error,
    messageList,
    retryCount,
  }: ProcessAPIErrorArgs): ProcessAPIErrorResult | void {
    // Only retry once
    if (retryCount > 0) return
    // Check for a specific API error
    if (APICallError.isInstance(error) && error.message.includes('context length exceeded')) {
      // Trim older messages to fit within context
      const messages = messageList.get.all.db()
      if (messages.length > 4) {
        messageList.removeByIds([messages[1]!.id, messages[2]!.id])
        return { retry: true }
      }
    }
  }
}

export class ModerationCollector implements Processor {
  id = 'moderation-collector'
  processDataParts = true
  async processOutputStream({ part, state }: ProcessOutputStreamArgs<{ warnings?: unknown[] }>) {
    if (part.type === 'data-moderation') {
      state.warnings ??= []
      state.warnings.push(part.data)
    }
    return part
  }
}
