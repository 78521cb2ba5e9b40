// Frozen test-only copy of src/messages/convert/to-prompt-v2.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type {
  LanguageModelV2Message,
  LanguageModelV2Prompt,
  LanguageModelV2ToolResultOutput,
  LanguageModelV3Prompt,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';

type V2ContentItem = Extract<LanguageModelV2ToolResultOutput, { type: 'content' }>['value'][number];

function contentItem(item: Record<string, unknown>): V2ContentItem {
  if (item.type === 'text' && typeof item.text === 'string') return { type: 'text', text: item.text };
  if ((item.type === 'media' || item.type === 'image-data' || item.type === 'file-data') && typeof item.data === 'string') {
    return { type: 'media', data: item.data, mediaType: typeof item.mediaType === 'string' ? item.mediaType : 'application/octet-stream' };
  }
  // V2 has no URL or file-id items: keep them readable as text.
  return { type: 'text', text: JSON.stringify(item) };
}

/** A V3 tool result output in the V2 form (`execution-denied` becomes `error-text`). */
export function toV2Output(output: LanguageModelV3ToolResultOutput): LanguageModelV2ToolResultOutput {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return { type: output.type, value: output.value };
    case 'json':
    case 'error-json':
      return { type: output.type, value: output.value };
    case 'execution-denied':
      return { type: 'error-text', value: output.reason ?? 'Tool execution denied.' };
    case 'content':
      return { type: 'content', value: output.value.map((item) => contentItem(item as Record<string, unknown>)) };
  }
}

/**
 * A V3 provider prompt in the V2 form, for AI SDK 5 models: the same messages, tool outputs
 * converted by `toV2Output`, and `tool-approval-response` parts (V3 only) left out.
 */
export function toPromptV2(prompt: LanguageModelV3Prompt): LanguageModelV2Prompt {
  const out: LanguageModelV2Prompt = [];
  for (const message of prompt) {
    if (message.role === 'system') {
      out.push({ ...message } as LanguageModelV2Message);
    } else if (message.role === 'tool') {
      const content = [];
      for (const part of message.content) {
        if (part.type === 'tool-result') content.push({ ...part, output: toV2Output(part.output) });
      }
      if (content.length > 0) out.push({ ...message, content } as LanguageModelV2Message);
    } else if (message.role === 'assistant') {
      const content = message.content.map((part) => (part.type === 'tool-result' ? { ...part, output: toV2Output(part.output) } : part));
      out.push({ ...message, content } as LanguageModelV2Message);
    } else {
      out.push({ ...message } as LanguageModelV2Message);
    }
  }
  return out;
}
