import type { LanguageModelV3FinishReason, LanguageModelV3StreamPart, SharedV3Warning } from '@ai-sdk/provider';
import type {
  LanguageModelV4File,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  SharedV4Warning,
} from '../../contract/language-model-v4.js';
import { fileDataFromV4, fileDataToV4 } from './file-data.js';

/**
 * Converts one AI SDK 7 (V4) stream part to the V3 form the loop and processors read, or
 * `undefined` for a keep-alive `ping`. A generated file's tagged data becomes its bytes or base64
 * (a file given by URL: the URL's text); a `deprecated` warning becomes an `other` one; `interrupted` finishes as `other` with that raw reason;
 * text citations are dropped (V3 has none: cited sources also arrive as `source` parts).
 * `custom` and `reasoning-file` parts have no V3 form and pass through as they are.
 */
export function streamPartFromV4(part: LanguageModelV4StreamPart): LanguageModelV3StreamPart | undefined {
  // V4 types JSON metadata read-only and V3 mutable: the values are the same objects.
  switch (part.type) {
    case 'ping':
      return undefined;
    case 'stream-start':
      return { type: 'stream-start', warnings: part.warnings.map(warningFromV4) };
    case 'file':
      return { ...part, data: fileFromV4(part) } as LanguageModelV3StreamPart;
    case 'finish':
      return { ...part, finishReason: finishReasonFromV4(part.finishReason) } as LanguageModelV3StreamPart;
    case 'text-end': {
      const { citations: _dropped, ...rest } = part;
      return rest as LanguageModelV3StreamPart;
    }
    default:
      return part as LanguageModelV3StreamPart;
  }
}

/** Converts one V3 stream part to V4 for an AI SDK 7 caller; the inverse of `streamPartFromV4`. */
export function streamPartToV4(part: LanguageModelV3StreamPart): LanguageModelV4StreamPart {
  if (part.type === 'file') return { ...part, data: fileDataToV4(part.data) as LanguageModelV4File['data'] };
  return part;
}

/** V4's `interrupted` (the provider cut the response short) has no V3 reason: `other`, raw kept. */
export function finishReasonFromV4(reason: LanguageModelV4FinishReason): LanguageModelV3FinishReason {
  if (reason.unified !== 'interrupted') return { unified: reason.unified, raw: reason.raw };
  return { unified: 'other', raw: reason.raw ?? 'interrupted' };
}

function warningFromV4(warning: SharedV4Warning): SharedV3Warning {
  if (warning.type !== 'deprecated') return warning;
  return { type: 'other', message: `${warning.setting} is deprecated: ${warning.message}` };
}

function fileFromV4(file: LanguageModelV4File): string | Uint8Array {
  const data = fileDataFromV4(file.data);
  return data instanceof URL ? data.href : data;
}
