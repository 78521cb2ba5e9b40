import { generateModel, generatedText, isLanguageModel, type SluiceLanguageModel } from '@sluice/core';
import { z } from 'zod';
import type { CategoryScores, ClassifyOptions, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { parseOptions } from '../../parse-options.js';
import { HAZARD_CODES, HAZARD_TO_CATEGORIES, type HazardCode } from './hazards.js';
import { codeScores, judgeCodes } from './judge-codes.js';
import { judgeInput, judgeInstructions, verdictJsonSchema } from './judge-prompt.js';
import { parseVerdict } from './parse-verdict.js';

/** Options of `llmJudge()`. */
export const llmJudgeOptionsSchema = z
  .object({
    /** Any AI SDK language model (specification v4, v3 or v2), called through `doGenerate`. */
    model: z.custom<SluiceLanguageModel>(isLanguageModel, { error: 'expected an AI SDK language model (specification v4, v3 or v2)' }),
    /** Extra instructions appended to the judge's prompt (your policy's nuances). */
    instructions: z.string().optional(),
    /** Most texts judged in one model call; more are split over several calls. @default 16 */
    maxTextsPerCall: z.number().int().min(1).max(256).default(16),
    /** Output token limit of one judge call. @default 1024 */
    maxOutputTokens: z.number().int().positive().default(1024),
    /**
     * Overrides entries of `HAZARD_TO_CATEGORIES`: the categories (built-in or custom) a violated
     * hazard scores, e.g. `{ S2: ['illicit'] }` with a custom category `illicit`. @default {}
     */
    hazardCategories: z.partialRecord(z.enum(HAZARD_CODES), z.array(z.string().min(1))).default({}),
  })
  .strict();

/** Options accepted by `llmJudge()`. */
export type LlmJudgeOptions = z.input<typeof llmJudgeOptionsSchema>;

/**
 * A classifier that asks a language model for a Llama-Guard-style verdict. The prompt lists the
 * MLCommons hazard taxonomy as Llama Guard 3 numbers it (`HAZARDS`, S1 to S14), then every checked
 * category no hazard covers (harassment, the sub-categories, custom categories, with their
 * descriptions) as S15, S16, ...; the texts go in as a JSON array (several per call), temperature
 * 0. The model answers `{ results: [{ index, verdict: 'safe' | 'unsafe', violations: ['S1'],
 * confidence?: { S1: 0.9 } }] }`, validated with zod; a model answering in Llama Guard's own
 * format (`safe`, or `unsafe` then `S1,S10`) is read too when a call carries one text
 * (`maxTextsPerCall: 1`). A violated code scores its categories (`HAZARD_TO_CATEGORIES`, changed
 * with `hazardCategories`; a sub-category also scores its parent) at its confidence, 1 when none
 * is given; every other checked category scores 0. Malformed output, an unknown code, `unsafe`
 * without a code or `safe` with one is a `ModerationClassifierError` (`invalid-response`).
 *
 * @example
 * const moderation = new ModerationProcessor({ classifier: llmJudge({ model: openai('gpt-5-mini') }) });
 */
export function llmJudge(options: LlmJudgeOptions): ModerationClassifier {
  const resolved = parseOptions(llmJudgeOptionsSchema, options, 'llmJudge');
  const id = `llm-judge:${resolved.model.modelId}`;
  const mapping: Record<HazardCode, readonly string[]> = { ...HAZARD_TO_CATEGORIES, ...resolved.hazardCategories };
  const judgeBatch = async (texts: readonly string[], call: ClassifyOptions): Promise<CategoryScores[]> => {
    const codes = judgeCodes(call.categories, mapping);
    const raw = await generateText(resolved.model, {
      system: judgeInstructions(codes, resolved.instructions),
      user: judgeInput(texts),
      schema: verdictJsonSchema(codes),
      maxOutputTokens: resolved.maxOutputTokens,
      abortSignal: call.abortSignal,
    });
    const parsed = parseVerdict(raw, texts.length, new Set(codes.map((c) => c.code)));
    if (!parsed.ok) {
      throw new ModerationClassifierError(`the model did not return a valid verdict: ${parsed.problem}`, {
        classifierId: id,
        reason: 'invalid-response',
      });
    }
    return parsed.verdicts.map((violations) => codeScores(violations, codes, call.categories));
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

/** One `doGenerate` call on any AI SDK model (core's `generateModel` converts V4 and V2); returns its text. */
async function generateText(model: SluiceLanguageModel, request: GenerateRequest): Promise<string> {
  const result = await generateModel(model, {
    temperature: 0,
    maxOutputTokens: request.maxOutputTokens,
    abortSignal: request.abortSignal,
    responseFormat: { type: 'json', schema: request.schema, name: 'moderation_verdict' },
    prompt: [
      { role: 'system', content: request.system },
      { role: 'user', content: [{ type: 'text', text: request.user }] },
    ],
  });
  return generatedText(result);
}
