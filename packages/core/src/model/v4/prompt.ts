import type { LanguageModelV3Prompt, LanguageModelV3ToolResultOutput } from '@ai-sdk/provider';
import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '../../contract/language-model-v4.js';
import { bytesToBase64 } from '../bytes-to-base64.js';
import { fileDataFromV4, fileDataToV4 } from './file-data.js';

type V3ContentItem = Extract<LanguageModelV3ToolResultOutput, { type: 'content' }>['value'][number];
type V4ContentItem = Extract<LanguageModelV4ToolResultOutput, { type: 'content' }>['value'][number];

/**
 * Converts the V3 prompt processors see to the V4 prompt an AI SDK 7 model takes: file parts get
 * tagged data, and tool-result files (six V3 kinds) become V4's one `file` item. `provider` keys
 * a bare V3 file id (`file-id` with a string) as V4's provider reference. Parts with no V3 form
 * (`custom`, `reasoning-file`) that came from a V4 prompt pass through as they are.
 */
export function promptToV4(prompt: LanguageModelV3Prompt, provider: string): LanguageModelV4Prompt {
  return prompt.map((message) => {
    if (message.role === 'system') return message;
    return {
      ...message,
      content: (message.content as readonly PromptPart[]).map((part) => partToV4(part, provider)),
    } as LanguageModelV4Prompt[number];
  });
}

/** Converts an AI SDK 7 (V4) prompt to the V3 form processors see; the inverse of `promptToV4`. */
export function promptFromV4(prompt: LanguageModelV4Prompt): LanguageModelV3Prompt {
  // V4 types JSON options read-only and V3 mutable: the values are the same objects.
  return prompt.map((message) => {
    if (message.role === 'system') return message as LanguageModelV3Prompt[number];
    return {
      ...message,
      content: (message.content as readonly PromptPart[]).map(partFromV4),
    } as LanguageModelV3Prompt[number];
  });
}

/** A prompt part of either version, read only by its `type` and the fields that differ. */
interface PromptPart {
  type: string;
  data?: unknown;
  output?: unknown;
}

function partToV4(part: PromptPart, provider: string): PromptPart {
  if (part.type === 'file') return { ...part, data: fileDataToV4(part.data as Parameters<typeof fileDataToV4>[0]) };
  if (part.type === 'tool-result') return { ...part, output: outputToV4(part.output as LanguageModelV3ToolResultOutput, provider) };
  return part;
}

function partFromV4(part: PromptPart): PromptPart {
  if (part.type === 'file') return { ...part, data: fileDataFromV4(part.data as Parameters<typeof fileDataFromV4>[0]) };
  if (part.type === 'tool-result') return { ...part, output: outputFromV4(part.output as LanguageModelV4ToolResultOutput) };
  return part;
}

function outputToV4(output: LanguageModelV3ToolResultOutput, provider: string): LanguageModelV4ToolResultOutput {
  if (output.type !== 'content') return output;
  return { ...output, value: output.value.map((item) => itemToV4(item, provider)) };
}

function outputFromV4(output: LanguageModelV4ToolResultOutput): LanguageModelV3ToolResultOutput {
  // V4 types JSON values read-only and V3 mutable: the values are the same objects.
  if (output.type !== 'content') return output as LanguageModelV3ToolResultOutput;
  return { ...output, value: output.value.map((item) => itemFromV4(item) as V3ContentItem) };
}

function itemToV4(item: V3ContentItem | V4ContentItem, provider: string): V4ContentItem {
  const options = item.providerOptions === undefined ? {} : { providerOptions: item.providerOptions };
  switch (item.type) {
    case 'file-data':
      return { type: 'file', data: { type: 'data', data: item.data }, mediaType: item.mediaType, ...(item.filename === undefined ? {} : { filename: item.filename }), ...options };
    case 'image-data':
      return { type: 'file', data: { type: 'data', data: item.data }, mediaType: item.mediaType, ...options };
    case 'file-url':
    case 'image-url': {
      const fallback = item.type === 'image-url' ? 'image/*' : 'application/octet-stream';
      const mediaType = item.type === 'file-url' ? (item.mediaType ?? fallback) : fallback;
      // A URL the WHATWG parser refuses cannot be tagged as one: it reaches the model as its text.
      if (!URL.canParse(item.url)) return { type: 'text', text: item.url, ...options };
      return { type: 'file', data: { type: 'url', url: new URL(item.url) }, mediaType, ...options };
    }
    case 'file-id':
    case 'image-file-id': {
      const reference = typeof item.fileId === 'string' ? { [providerKey(provider)]: item.fileId } : item.fileId;
      const mediaType = item.type === 'image-file-id' ? 'image/*' : 'application/octet-stream';
      return { type: 'file', data: { type: 'reference', reference }, mediaType, ...options };
    }
    default:
      return item;
  }
}

function itemFromV4(item: V4ContentItem): object {
  if (item.type !== 'file') return item;
  const options = item.providerOptions === undefined ? {} : { providerOptions: item.providerOptions };
  const { data } = item;
  switch (data.type) {
    case 'data': {
      const base64 = typeof data.data === 'string' ? data.data : bytesToBase64(data.data);
      return { type: 'file-data', data: base64, mediaType: item.mediaType, ...(item.filename === undefined ? {} : { filename: item.filename }), ...options };
    }
    case 'url':
      return { type: 'file-url', url: data.url.href, mediaType: item.mediaType, ...options };
    case 'reference':
      return { type: 'file-id', fileId: data.reference, ...options };
    default:
      // A text file has no V3 item: it stays tagged for the V4 model.
      return item;
  }
}

/** `openai` from `openai.chat`: the key AI SDK 7 provider references use. */
function providerKey(provider: string): string {
  const dot = provider.indexOf('.');
  return dot === -1 ? provider : provider.slice(0, dot);
}
