import { isLanguageModel, type SluiceLanguageModel } from '@sluice/core';
import { z } from 'zod';
import type { CategoryScores, ClassifyOptions, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { parseOptions } from '../../parse-options.js';
import { judgeInput, judgeInstructions, verdictJsonSchema } from './judge-prompt.js';
import { parseVerdict } from './parse-verdict.js';

/** Options of `llmJudge()`. */
export const llmJudgeOptionsSchema = z
  .object({
    /** Any AI SDK language model (specification v3 or v2), called through `doGenerate`. */
    model: z.custom<SluiceLanguageModel>(isLanguageModel, { error: 'expected an AI SDK language model (specification v3 or v2)' }),
    /** Extra instructions appended to the judge's prompt (your policy's nuances). */
    instructions: z.string().optional(),
    /** Most texts judged in one model call; more are split over several calls. @default 16 */
    maxTextsPerCall: z.number().int().min(1).max(256).default(16),
    /** Output token limit of one judge call. @default 1024 */
    maxOutputTokens: z.number().int().positive().default(1024),
  })
  .strict();

/** Options accepted by `llmJudge()`. */
export type LlmJudgeOptions = z.input<typeof llmJudgeOptionsSchema>;

/**
 * A classifier that asks a language model for a JSON verdict: the texts (several per call, as a
 * JSON array) and the category descriptions go in, `{ results: [{ index, scores }] }` comes out,
 * validated with zod; temperature 0. Understands custom categories through their descriptions.
 * A malformed verdict is a `ModerationClassifierError` (`invalid-response`).
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: llmJudge({ model: openai('gpt-5-mini') }) });
 */
export function llmJudge(options: LlmJudgeOptions): ModerationClassifier {
  const resolved = parseOptions(llmJudgeOptionsSchema, options, 'llmJudge');
  const id = `llm-judge:${resolved.model.modelId}`;
  const judgeBatch = async (texts: readonly string[], call: ClassifyOptions): Promise<CategoryScores[]> => {
    const raw = await generateText(resolved.model, {
      system: judgeInstructions(call.categories, resolved.instructions),
      user: judgeInput(texts),
      schema: verdictJsonSchema(call.categories),
      maxOutputTokens: resolved.maxOutputTokens,
      abortSignal: call.abortSignal,
    });
    const scores = parseVerdict(raw, texts.length);
    if (scores === undefined) {
      throw new ModerationClassifierError('the model did not return a valid verdict', {
        classifierId: id,
        reason: 'invalid-response',
      });
    }
    return scores;
  };
  return {
    id,
    async classify(texts, call) {
      const results: CategoryScores[] = [];
      for (let i = 0; i < texts.length; i += resolved.maxTextsPerCall) {
        results.push(...(await judgeBatch(texts.slice(i, i + resolved.maxTextsPerCall), call)));
      }
      return results;
    },
  };
}

interface GenerateRequest {
  system: string;
  user: string;
  schema: ReturnType<typeof verdictJsonSchema>;
  maxOutputTokens: number;
  abortSignal: AbortSignal;
}

/** One `doGenerate` call (V3 or V2: the fields used here are the same); returns its text. */
async function generateText(model: SluiceLanguageModel, request: GenerateRequest): Promise<string> {
  const common = {
    temperature: 0,
    maxOutputTokens: request.maxOutputTokens,
    abortSignal: request.abortSignal,
    responseFormat: { type: 'json' as const, schema: request.schema, name: 'moderation_verdict' },
  };
  const result =
    model.specificationVersion === 'v3'
      ? await model.doGenerate({
          ...common,
          prompt: [
            { role: 'system', content: request.system },
            { role: 'user', content: [{ type: 'text', text: request.user }] },
          ],
        })
      : await model.doGenerate({
          ...common,
          prompt: [
            { role: 'system', content: request.system },
            { role: 'user', content: [{ type: 'text', text: request.user }] },
          ],
        });
  let text = '';
  for (const part of result.content) if (part.type === 'text') text += part.text;
  return text;
}
