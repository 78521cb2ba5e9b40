import type {
  LanguageModelV2Prompt,
  LanguageModelV2ToolResultOutput,
  LanguageModelV3Prompt,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider';

/**
 * Converts a V3 provider prompt (what processors see) to the V2 form for AI SDK 5 models. The
 * shapes match except tool results: `execution-denied` becomes `error-text`, and `content` items
 * other than text become `media`. Tool approval parts are dropped (V2 has none).
 */
export function promptToV2(prompt: LanguageModelV3Prompt): LanguageModelV2Prompt {
  return prompt.map((message) => {
    if (message.role === 'system') return message as LanguageModelV2Prompt[number];
    if (message.role === 'user') return message as LanguageModelV2Prompt[number];
    if (message.role === 'assistant') {
      return {
        ...message,
        content: message.content.map((part) =>
          part.type === 'tool-result' ? { ...part, output: outputToV2(part.output) } : part,
        ),
      } as LanguageModelV2Prompt[number];
    }
    return {
      ...message,
      content: message.content.flatMap((part) =>
        part.type === 'tool-result' ? [{ ...part, output: outputToV2(part.output) }] : [],
      ),
    } as LanguageModelV2Prompt[number];
  });
}

function outputToV2(output: LanguageModelV3ToolResultOutput): LanguageModelV2ToolResultOutput {
  switch (output.type) {
    case 'execution-denied':
      return { type: 'error-text', value: output.reason ?? 'Tool execution denied.' };
    case 'content':
      return {
        type: 'content',
        value: output.value.map((item) => {
          if (item.type === 'text') return { type: 'text' as const, text: item.text };
          if ('data' in item && typeof item.data === 'string') {
            const mediaType = 'mediaType' in item && typeof item.mediaType === 'string' ? item.mediaType : 'application/octet-stream';
            return { type: 'media' as const, data: item.data, mediaType };
          }
          return { type: 'text' as const, text: JSON.stringify(item) };
        }),
      };
    default:
      return output;
  }
}
