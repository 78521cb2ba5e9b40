import { detectAll } from 'tinyld';

/** What the detector found in one text. */
export interface LanguageDetection {
  /** ISO 639-1 code of the most likely language. */
  language: string;
  /**
   * How clearly it won, in [0, 1]: the top n-gram score over the sum of the top two (0.5 = a tie
   * with the runner-up, 1 = no other candidate). tinyld's raw scores are not probabilities.
   */
  confidence: number;
  /** The runner-up, when there is one. */
  runnerUp?: string;
}

/** Longest text given to the n-gram model: longer texts are judged on an evenly spread sample. */
export const MAX_DETECT_CHARS = 2_000;

/**
 * Detects the language of `text` offline (tinyld's n-gram profiles, shipped in the package).
 * Undefined when there is nothing to judge (no letters). Texts over `MAX_DETECT_CHARS` are judged
 * on four slices spread over them, so the cost per call is bounded whatever the input size.
 */
export function detectLanguage(text: string): LanguageDetection | undefined {
  const sample = text.length <= MAX_DETECT_CHARS ? text : spreadSample(text);
  const ranked = detectAll(sample);
  const top = ranked[0];
  if (top === undefined || !(top.accuracy > 0)) return undefined;
  const second = ranked[1];
  const confidence = second === undefined ? 1 : top.accuracy / (top.accuracy + second.accuracy);
  return second === undefined ? { language: top.lang, confidence } : { language: top.lang, confidence, runnerUp: second.lang };
}

function spreadSample(text: string): string {
  const slice = MAX_DETECT_CHARS / 4;
  const step = (text.length - slice) / 3;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const start = Math.floor(i * step);
    parts.push(text.slice(start, start + slice));
  }
  return parts.join(' ');
}
