import type { LLMRequestCallOptions, ModelPrompt } from '@sluice/core';

/** Counts tokens of a text; `approximateCounter()` / `tiktokenCounter()` of `@sluice/processor-token-limit` fit. */
export interface TokenEstimator {
  count(text: string): number;
}

/** The default estimate: one token per four UTF-16 code units, rounded up. No tokenizer to load. */
export const charsPerFourEstimator: TokenEstimator = { count: (text) => Math.ceil(text.length / 4) };

/**
 * An estimate of the prompt's input tokens before the call: the text of every message part
 * (text, reasoning, tool inputs and results as JSON) and the tool definitions, counted by
 * `estimator`. Files and images count as their JSON size, which overestimates them. The guard
 * reserves this much before the call and corrects it from the provider's real usage after it.
 */
export function estimatePromptTokens(
  prompt: ModelPrompt,
  callOptions: LLMRequestCallOptions,
  estimator: TokenEstimator,
): number {
  let tokens = 0;
  for (const message of prompt) {
    if (typeof message.content === 'string') {
      tokens += estimator.count(message.content);
      continue;
    }
    for (const part of message.content) {
      if (part.type === 'text' || part.type === 'reasoning') tokens += estimator.count(part.text);
      else tokens += estimator.count(JSON.stringify(part));
    }
  }
  if (callOptions.tools.length > 0) tokens += estimator.count(JSON.stringify(callOptions.tools));
  return tokens;
}
