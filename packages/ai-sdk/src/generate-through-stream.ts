import type {
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  SharedV3Warning,
} from '@ai-sdk/provider';

/**
 * Serves `doGenerate` from the processed stream: `generateText` goes through the model's
 * `doStream`, so stream processors (redaction, hold-back) apply to it exactly as to `streamText`.
 * Parts are collected into V3 content; an `error` part rejects.
 */
export async function generateThroughStream(pending: Promise<LanguageModelV3StreamResult>): Promise<LanguageModelV3GenerateResult> {
  const { stream, request, response } = await pending;
  const content: LanguageModelV3Content[] = [];
  const texts = new Map<string, { type: 'text' | 'reasoning'; text: string }>();
  let warnings: SharedV3Warning[] = [];
  let finish: Extract<LanguageModelV3StreamPart, { type: 'finish' }> | undefined;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    switch (value.type) {
      case 'stream-start':
        warnings = value.warnings;
        break;
      case 'text-start':
      case 'reasoning-start': {
        const entry = { type: value.type === 'text-start' ? ('text' as const) : ('reasoning' as const), text: '' };
        texts.set(`${entry.type}:${value.id}`, entry);
        content.push(entry);
        break;
      }
      case 'text-delta':
      case 'reasoning-delta': {
        const entry = texts.get(`${value.type === 'text-delta' ? 'text' : 'reasoning'}:${value.id}`);
        if (entry !== undefined) entry.text += value.delta;
        break;
      }
      case 'tool-call':
      case 'tool-result':
      case 'file':
      case 'source':
        content.push(value);
        break;
      case 'error':
        throw value.error;
      case 'finish':
        finish = value;
        break;
      default:
        break;
    }
  }
  return {
    content,
    finishReason: finish?.finishReason ?? { unified: 'other', raw: undefined },
    usage: finish?.usage ?? { inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: undefined, text: undefined, reasoning: undefined } },
    warnings,
    ...(finish?.providerMetadata === undefined ? {} : { providerMetadata: finish.providerMetadata }),
    ...(request === undefined ? {} : { request }),
    ...(response === undefined ? {} : { response: { ...response } }),
  };
}
