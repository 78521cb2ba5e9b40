import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';

/** What the playground model was asked, for display. */
export interface ModelCall {
  prompt: LanguageModelV3CallOptions['prompt'];
  /** The text deltas the model streamed, before any processor. */
  deltas: string[];
}

/** Options of the playground's scripted model. */
export interface PlaygroundModelOptions {
  /** Characters per text delta. @default 5 */
  chunkSize?: number;
  /** Pause between deltas in milliseconds, so streaming is visible. @default 40 */
  delayMs?: number;
  /** Called once per model call. */
  onCall?: (call: ModelCall) => void;
}

/** The text of the last user message of a prompt. */
export function lastUserText(prompt: LanguageModelV3CallOptions['prompt']): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  }
  return '';
}

/** The scripted reply: it repeats what it received, so both input and output processing show. */
export function scriptedReply(userText: string): string {
  return `Here is what I received: "${userText}". Thanks, I will follow up there shortly.`;
}

/** Splits text into deltas of `size` characters (code points, never splitting a surrogate pair). */
export function splitText(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

/**
 * A LanguageModelV3 that needs no network: it streams `scriptedReply(last user text)` in small
 * deltas. It stands in for a provider so the playground can run the real agent loop in the browser.
 */
export function createPlaygroundModel(options: PlaygroundModelOptions = {}): LanguageModelV3 {
  const chunkSize = options.chunkSize ?? 5;
  const delayMs = options.delayMs ?? 40;
  const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      if (ms <= 0 || signal?.aborted) {
        resolve();
        return;
      }
      setTimeout(resolve, ms);
    });
  return {
    specificationVersion: 'v3',
    provider: 'playground',
    modelId: 'scripted-echo',
    supportedUrls: {},
    doGenerate() {
      return Promise.reject(new Error('The playground model only streams.'));
    },
    doStream(call) {
      const deltas = splitText(scriptedReply(lastUserText(call.prompt)), chunkSize);
      options.onCall?.({ prompt: call.prompt, deltas });
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't0' });
          for (const delta of deltas) {
            await sleep(delayMs, call.abortSignal);
            if (call.abortSignal?.aborted) break;
            controller.enqueue({ type: 'text-delta', id: 't0', delta });
          }
          controller.enqueue({ type: 'text-end', id: 't0' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
          controller.close();
        },
      });
      return Promise.resolve({ stream });
    },
  };
}
