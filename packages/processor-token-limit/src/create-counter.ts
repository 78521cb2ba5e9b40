import type { ChatOverhead } from './chat-overhead.js';
import type { FileEstimate } from './file-estimate.js';
import { MessageCounter } from './message-counter.js';
import { tiktokenCounter, type TiktokenEncoding } from './tiktoken-counter.js';
import type { TokenCounter } from './token-counter.js';

/** The counting part of either processor's resolved options. */
export interface CountingOptions {
  encoding: TiktokenEncoding;
  counter?: TokenCounter | undefined;
  overhead: ChatOverhead;
  files: FileEstimate;
}

/** The text counter and message counter a processor uses. */
export function createCounters(options: CountingOptions): { text: TokenCounter; messages: MessageCounter } {
  const text = options.counter ?? tiktokenCounter(options.encoding);
  return { text, messages: new MessageCounter(text, options.overhead, options.files) };
}
