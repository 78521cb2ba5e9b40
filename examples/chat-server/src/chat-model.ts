import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { ScriptedModel, type ScriptedResponse } from '@sluice/conformance';

function lastUserText(options: LanguageModelV3CallOptions): string {
  for (let i = options.prompt.length - 1; i >= 0; i--) {
    const message = options.prompt[i];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  }
  return '';
}

/**
 * The example's offline model (the kit's `ScriptedModel`): asked about the weather it reasons and
 * calls the `weather` tool, then answers; otherwise it echoes the user's message and adds a support
 * e-mail address (which the PII processor redacts on the way out).
 */
export function createChatModel(): ScriptedModel {
  return new ScriptedModel(
    [
      (options): ScriptedResponse => {
        const last = options.prompt.at(-1);
        if (last?.role === 'tool') return { text: 'It is sunny in Paris. Questions? Write to support@example.com.' };
        const text = lastUserText(options);
        if (/weather/i.test(text)) {
          return { reasoning: 'The user asks about the weather, so I call the tool.', toolCalls: [{ toolName: 'weather', input: { city: 'Paris' } }] };
        }
        return { text: `You wrote: "${text}". Questions? Write to support@example.com.` };
      },
    ],
    { loop: true },
  );
}
