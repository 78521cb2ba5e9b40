// Frozen test-only copy of src/messages/convert/to-prompt.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { LanguageModelV3Message, LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { StoredMessage } from '../stored-message.js';
import type { SystemMessage } from '../system-message.js';
import { assistantModelMessages, userModelMessages, type LooseModelMessage } from './model-parts.js';

/**
 * The provider prompt (`LanguageModelV3Prompt`): every system message first, then the
 * conversation. Assistant messages are split at step boundaries into assistant / tool pairs; tool
 * calls without a result, UI-only parts and unknown parts are left out; `file` data becomes base64
 * or a `URL`; tool results become `text` / `json` / `error-text` / `error-json` outputs.
 */
export function toPrompt(system: readonly SystemMessage[], messages: readonly StoredMessage[]): LanguageModelV3Prompt {
  const prompt: LanguageModelV3Message[] = [];
  for (const message of system) {
    const out: LanguageModelV3Message = { role: 'system', content: message.content };
    if (message.providerOptions !== undefined) out.providerOptions = message.providerOptions;
    prompt.push(out);
  }
  const conversation = prompt as unknown as LooseModelMessage[];
  for (const message of messages) {
    if (message.role === 'assistant') assistantModelMessages(message, 'prompt', conversation);
    else userModelMessages(message, 'prompt', conversation);
  }
  return prompt;
}
