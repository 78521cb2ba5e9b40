import type { ProviderOptions } from '../contract/language-model.js';

/** A system message, in the AI SDK `SystemModelMessage` shape. */
export interface SystemMessage {
  role: 'system';
  content: string;
  providerOptions?: ProviderOptions;
}
