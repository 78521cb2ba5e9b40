import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ChunkType } from '../contract/chunk-type.js';
import { MessageList } from '../messages/message-list.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import type { ModelPartSink } from './model-part-sink.js';

/** A sink over a real output chain of `processors`; `out` holds what left the chain, as `type`s. */
export function testSink(processors: Processor[] = [], extra: Partial<ModelPartSink> = {}): { sink: ModelPartSink; out: ChunkType[] } {
  const out: ChunkType[] = [];
  const runner = new ProcessorRunner();
  const chain = runner.createOutputStream(processors, { messageList: new MessageList(), sink: (chunk) => void out.push(chunk) });
  return { sink: { runId: 'run', chain, stepNumber: 3, ...extra }, out };
}

/** A model stream of `parts`; `cancelled` holds each reason its reader was cancelled with. */
export function partStream(parts: LanguageModelV3StreamPart[], options: { hold?: boolean } = {}): { stream: ReadableStream<LanguageModelV3StreamPart>; cancelled: unknown[] } {
  const cancelled: unknown[] = [];
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      if (options.hold !== true) controller.close();
    },
    cancel(reason) {
      cancelled.push(reason);
    },
  });
  return { stream, cancelled };
}

/**
 * An abort signal that counts the `abort` listeners added to it and not removed yet: a call must leave
 * none behind on a caller's long-lived signal (each would keep the call's state alive).
 */
export function countedSignal(): { controller: AbortController; signal: AbortSignal; listeners: () => number } {
  const controller = new AbortController();
  const { signal } = controller;
  const live = new Set<EventListenerOrEventListenerObject>();
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  const counting: Pick<AbortSignal, 'addEventListener' | 'removeEventListener'> = {
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'abort') live.add(listener);
      add(type, listener, options);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
      if (type === 'abort') live.delete(listener);
      remove(type, listener, options);
    },
  };
  Object.assign(signal, counting);
  return { controller, signal, listeners: () => live.size };
}

/** A processor that passes every chunk on. */
export const PASS: Processor = { id: 'pass', processOutputStream: ({ part }) => part };

/** A text block of one delta, `text`. */
export function textParts(text: string): LanguageModelV3StreamPart[] {
  return [
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: text },
    { type: 'text-end', id: 't' },
  ];
}

/** A `finish` part with the given reason and 2 + 3 tokens. */
export function finishPart(unified: 'stop' | 'tool-calls' = 'stop'): Extract<LanguageModelV3StreamPart, { type: 'finish' }> {
  return {
    type: 'finish',
    finishReason: { unified, raw: undefined },
    usage: { inputTokens: { total: 2, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 3, text: undefined, reasoning: undefined } },
  };
}
