import { MODERATION_CATEGORIES } from '../categories.js';
import type { ModerationClassifier } from '../classifier.js';
import { cascade, type CascadeOptions } from '../classifiers/cascade/cascade.js';

/** A text and whether it is harmful (labelled, or hateful in HateCheck). */
export interface LabelledCase {
  text: string;
  harmful: boolean;
}

/** How a `cascade([first, judge])` splits labelled texts between its stages. */
export interface EscalationFigures {
  texts: number;
  /** Texts sent to the judge, and how many of them are harmful. */
  escalated: number;
  escalatedHarmful: number;
  /** Texts the first stage flagged on its own (score at or above `max`), and how many are not harmful. */
  keptFlagged: number;
  keptFlaggedBenign: number;
  /** Texts the first stage passed on its own, and how many of them are harmful (the judge never sees these). */
  keptClean: number;
  keptCleanHarmful: number;
}

/**
 * Runs `cascade([first, recording judge], options)` over the cases, all 11 categories checked,
 * and counts what the judge would see and what the first stage decides alone.
 */
export async function measureEscalation(
  first: ModerationClassifier,
  cases: readonly LabelledCase[],
  options: CascadeOptions = {},
): Promise<EscalationFigures> {
  const seen = new Set<string>();
  const judge: ModerationClassifier = {
    id: 'recording-judge',
    classify: (texts) => {
      for (const text of texts) seen.add(text);
      return Promise.resolve(texts.map(() => ({})));
    },
  };
  const categories = MODERATION_CATEGORIES.map((name) => ({ name, description: name }));
  const scores = await cascade([first, judge], options).classify(
    cases.map((c) => c.text),
    { abortSignal: new AbortController().signal, categories },
  );
  const figures: EscalationFigures = { texts: cases.length, escalated: 0, escalatedHarmful: 0, keptFlagged: 0, keptFlaggedBenign: 0, keptClean: 0, keptCleanHarmful: 0 };
  for (const [index, item] of cases.entries()) {
    if (seen.has(item.text)) {
      figures.escalated++;
      if (item.harmful) figures.escalatedHarmful++;
    } else if (Object.values(scores[index] ?? {}).some((score) => (score ?? 0) >= 0.5)) {
      figures.keptFlagged++;
      if (!item.harmful) figures.keptFlaggedBenign++;
    } else {
      figures.keptClean++;
      if (item.harmful) figures.keptCleanHarmful++;
    }
  }
  return figures;
}
