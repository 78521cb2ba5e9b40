import type { SluiceLanguageModel } from '@sluice/core';
import type { EntityDetector } from '../options.js';

type ModelV3 = Extract<SluiceLanguageModel, { specificationVersion: 'v3' }>;
type CallOptions = Parameters<ModelV3['doGenerate']>[0];

/** Options of `createModelEntityDetector`. */
export interface ModelEntityDetectorOptions {
  /** Any AI SDK language model (V2 or V3). Prefer a small, fast one. */
  model: SluiceLanguageModel;
  /** Entity types to ask for (upper-case). @default ['PERSON', 'ADDRESS'] */
  types?: readonly string[];
  /** Score given to model-found entities. @default 0.8 */
  score?: number;
}

function instructions(types: readonly string[]): string {
  return [
    `Find personal data of these types in the user's text: ${types.join(', ')}.`,
    'Answer with JSON only, exactly {"entities":[{"type":"<TYPE>","text":"<exact substring>"}]}.',
    'Copy each text exactly as it appears. Answer {"entities":[]} when there is none.',
  ].join(' ');
}

function parseEntities(answer: string, types: ReadonlySet<string>): { type: string; text: string }[] {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end <= start) return [];
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1));
    if (typeof parsed !== 'object' || parsed === null || !('entities' in parsed) || !Array.isArray(parsed.entities)) return [];
    const out: { type: string; text: string }[] = [];
    for (const item of parsed.entities as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { type, text } = item as { type?: unknown; text?: unknown };
      if (typeof type === 'string' && typeof text === 'string' && text.trim() !== '' && types.has(type)) out.push({ type, text });
    }
    return out;
  } catch {
    return [];
  }
}

/**
 * An `EntityDetector` backed by any AI SDK language model, for what deterministic recognizers
 * cannot find (names, postal addresses). It makes one call per `detect` (the detector calls it per
 * input message, per tool-result string and per batch of whole sentences in a stream, never per
 * chunk), asks for exact substrings as JSON, and maps every occurrence back to spans. Partial: its
 * quality is the model's; it is not part of the measured fixture set.
 *
 * @example
 * const pii = new PIIDetector({ entityDetector: createModelEntityDetector({ model: openai('gpt-5-mini') }) });
 */
export function createModelEntityDetector(options: ModelEntityDetectorOptions): EntityDetector {
  const types = options.types ?? ['PERSON', 'ADDRESS'];
  const allowed = new Set(types);
  const score = options.score ?? 0.8;
  return {
    async detect(text, { abortSignal }) {
      const call: CallOptions = {
        prompt: [
          { role: 'system', content: instructions(types) },
          { role: 'user', content: [{ type: 'text', text }] },
        ],
        temperature: 0,
        abortSignal,
      };
      // V2 and V3 accept the same prompt shape for plain text and both answer with `content` parts.
      const result = await (options.model as ModelV3).doGenerate(call);
      const answer = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      const spans: { type: string; start: number; end: number; score: number }[] = [];
      for (const entity of parseEntities(answer, allowed)) {
        for (let at = text.indexOf(entity.text); at !== -1; at = text.indexOf(entity.text, at + entity.text.length)) {
          spans.push({ type: entity.type, start: at, end: at + entity.text.length, score });
        }
      }
      return spans;
    },
  };
}
