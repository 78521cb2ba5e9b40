/**
 * Tokens a chat API adds around the content. OpenAI's chat format wraps each message in
 * `<|start|>{role}<|message|>...<|end|>` (3 tokens) and primes the reply with
 * `<|start|>assistant<|message|>` (3 tokens), as its cookbook counts them; Anthropic's overhead is
 * not published and is close to this.
 */
export interface ChatOverhead {
  /** Added for every message. @default 3 */
  perMessage: number;
  /** Added once per request (reply priming). @default 3 */
  perRequest: number;
}

/** OpenAI's published per-message and per-request overhead. */
export const OPENAI_CHAT_OVERHEAD: ChatOverhead = { perMessage: 3, perRequest: 3 };
