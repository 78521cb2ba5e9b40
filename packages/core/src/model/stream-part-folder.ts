import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from '@ai-sdk/provider';
import type { ProviderMetadata } from '../contract/language-model.js';
import { usageToModel } from './model-usage.js';

/** What `doGenerate` answers for a stream, as folded by `StreamPartFolder`. */
export interface FoldedStream {
  /** Each text or reasoning block joined, in the order blocks start; tool calls, tool results, approvals, files and sources as sent. */
  content: LanguageModelV3Content[];
  /** The `finish` part's reason; `other` when the stream had no `finish`. */
  finishReason: LanguageModelV3FinishReason;
  /** The `finish` part's usage; every count undefined without one. */
  usage: LanguageModelV3Usage;
  /** The `stream-start` part's warnings. */
  warnings: SharedV3Warning[];
  /** The `finish` part's provider metadata. */
  providerMetadata?: ProviderMetadata;
  /** The first `response-metadata` part's id. */
  responseId?: string;
  /** The first `error` part's error (a `doGenerate` built on the stream rejects with it). */
  error?: { error: unknown };
}

type Part = LanguageModelV3StreamPart;
type Block = { type: 'text' | 'reasoning'; text: string };

const NO_USAGE: LanguageModelV3Usage = usageToModel(undefined);

/**
 * Folds a V3 stream's parts, one at a time, into what `doGenerate` answers: the one rule a host
 * serving `doGenerate` from `doStream` (the AI SDK middleware) and a scripted model replaying raw
 * parts (the kit) share.
 *
 * @example
 * const folder = new StreamPartFolder();
 * for await (const part of stream) folder.add(part);
 * const { content, finishReason, usage } = folder.result();
 */
export class StreamPartFolder {
  readonly #content: LanguageModelV3Content[] = [];
  readonly #open = new Map<string, Block>();
  #finish: Extract<Part, { type: 'finish' }> | undefined;
  #warnings: SharedV3Warning[] = [];
  #responseId: string | undefined;
  #error: { error: unknown } | undefined;

  /** Takes the next part (`raw` and tool-input parts add nothing). */
  add(part: Part): void {
    switch (part.type) {
      case 'text-start':
      case 'reasoning-start': {
        const block: Block = { type: part.type === 'text-start' ? 'text' : 'reasoning', text: '' };
        this.#open.set(`${block.type}:${part.id}`, block);
        this.#content.push(block);
        return;
      }
      case 'text-delta':
      case 'reasoning-delta': {
        const block = this.#open.get(`${part.type === 'text-delta' ? 'text' : 'reasoning'}:${part.id}`);
        if (block !== undefined) block.text += part.delta;
        return;
      }
      case 'tool-call':
      case 'tool-result':
      case 'tool-approval-request':
      case 'file':
      case 'source':
        this.#content.push(part);
        return;
      case 'finish':
        this.#finish = part;
        return;
      case 'stream-start':
        this.#warnings = part.warnings;
        return;
      case 'response-metadata':
        this.#responseId ??= part.id;
        return;
      case 'error':
        this.#error ??= { error: part.error };
        return;
      default:
        return;
    }
  }

  /** The fold of every part added so far. */
  result(): FoldedStream {
    const finish = this.#finish;
    return {
      content: this.#content,
      finishReason: finish?.finishReason ?? { unified: 'other', raw: undefined },
      usage: finish?.usage ?? NO_USAGE,
      warnings: this.#warnings,
      ...(finish?.providerMetadata === undefined ? {} : { providerMetadata: finish.providerMetadata }),
      ...(this.#responseId === undefined ? {} : { responseId: this.#responseId }),
      ...(this.#error === undefined ? {} : { error: this.#error }),
    };
  }
}
