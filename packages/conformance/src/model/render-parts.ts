import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from '@ai-sdk/provider';
import type { RenderedResponse } from './render-response.js';

type Part = LanguageModelV3StreamPart;
type Block = { type: 'text' | 'reasoning'; text: string };

const NO_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** Parts that are content as they stand (the V3 stream and generate shapes are the same). */
function isContent(part: Part): part is Extract<Part, LanguageModelV3Content> {
  return (
    part.type === 'tool-call' ||
    part.type === 'tool-result' ||
    part.type === 'tool-approval-request' ||
    part.type === 'file' ||
    part.type === 'source'
  );
}

/**
 * A `ScriptedParts` step as a `RenderedResponse`: the parts are streamed unchanged; generate
 * content is folded from them (each text or reasoning block joined, in the order blocks start),
 * the finish reason and usage come from the `finish` part (`other` and no usage without one), the
 * warnings from `stream-start`, and the first `error` part is the step's stream error.
 */
export function renderParts(parts: readonly Part[]): RenderedResponse {
  const content: LanguageModelV3Content[] = [];
  const open = new Map<string, Block>();
  let finishReason: LanguageModelV3FinishReason = { unified: 'other', raw: undefined };
  let usage = NO_USAGE;
  let warnings: SharedV3Warning[] = [];
  let streamError: { error: unknown } | undefined;
  let responseId: string | undefined;
  for (const part of parts) {
    switch (part.type) {
      case 'text-start':
      case 'reasoning-start': {
        const block: Block = { type: part.type === 'text-start' ? 'text' : 'reasoning', text: '' };
        open.set(`${block.type}:${part.id}`, block);
        content.push(block);
        break;
      }
      case 'text-delta':
      case 'reasoning-delta': {
        const block = open.get(`${part.type === 'text-delta' ? 'text' : 'reasoning'}:${part.id}`);
        if (block !== undefined) block.text += part.delta;
        break;
      }
      case 'finish':
        finishReason = part.finishReason;
        usage = part.usage;
        break;
      case 'stream-start':
        warnings = part.warnings;
        break;
      case 'response-metadata':
        responseId ??= part.id;
        break;
      case 'error':
        streamError ??= { error: part.error };
        break;
      default:
        if (isContent(part)) content.push(part);
    }
  }
  return {
    parts: [...parts],
    content,
    finishReason,
    usage,
    warnings,
    ...(streamError === undefined ? {} : { streamError }),
    ...(responseId === undefined ? {} : { responseId }),
  };
}
