import { z } from 'zod';
import type { InjectionDetection, InjectionDetector, InjectionSpan } from '../detector.js';
import { parseOptions } from '../parse-options.js';
import { synchronousDetectors } from '../sync-detectors.js';
import { decodePayloads, type DecodeLimits } from './decode-payloads.js';
import { FEATURES, type Feature } from './features.js';
import { normalizeText } from './normalize-text.js';
import { scoreText, type TextScore } from './score-text.js';
import { buildTokenGate, type TokenGate } from './token-gate.js';

/** Options of `offlineDetector()`. */
export const offlineDetectorOptionsSchema = z
  .object({
    /** Decoding of embedded payloads (base64, hex, URL and HTML escapes, ROT13, tag characters, spaced letters). */
    decode: z
      .object({
        /** Decode embedded payloads and judge them too. @default true */
        enabled: z.boolean().default(true),
        /** Most decoded characters judged per text (the size cap). @default 65536 */
        maxChars: z.number().int().min(0).max(10_000_000).default(65_536),
        /** Most payloads decoded per text. @default 32 */
        maxPayloads: z.number().int().min(0).max(1000).default(32),
        /** How many times a decoded payload is decoded again (base64 of URL-escaped text). @default 2 */
        maxDepth: z.number().int().min(1).max(4).default(2),
      })
      .strict()
      .prefault({}),
    /** Added to a decoded payload's score when it shows any feature: hiding instructions is itself evidence. @default 0.2 */
    encodedBonus: z.number().min(0).max(1).default(0.2),
    /** Added when the text hid characters (zero-width, bidi, tag characters) or folded homoglyphs and shows any feature. @default 0.1 */
    obfuscationBonus: z.number().min(0).max(1).default(0.1),
    /** Extra features appended to the built-in table (see `FEATURES`). @default [] */
    extraFeatures: z
      .array(
        z
          .object({
            id: z.string().min(1),
            kind: z.enum(['injection', 'jailbreak', 'leak', 'exfiltration', 'signal', 'benign']),
            weight: z.number().min(-1).max(1),
            toolWeight: z.number().min(-1).max(1).optional(),
            pattern: z.instanceof(RegExp),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

/** Options accepted by `offlineDetector()`. */
export type OfflineDetectorOptions = z.input<typeof offlineDetectorOptionsSchema>;

function withGlobal(feature: z.output<typeof offlineDetectorOptionsSchema>['extraFeatures'][number]): Feature {
  const flags = feature.pattern.flags.includes('g') ? feature.pattern.flags : `${feature.pattern.flags}g`;
  const { toolWeight, ...rest } = feature;
  return { ...rest, ...(toolWeight === undefined ? {} : { toolWeight }), pattern: new RegExp(feature.pattern.source, flags) };
}

/**
 * The offline default: fast, deterministic, no network. Each text is normalized (NFKC, zero-width
 * and bidi controls removed, homoglyphs and leetspeak folded, whitespace collapsed), embedded
 * payloads are decoded and judged too, and every view is scored with weighted features
 * (`FEATURES`): the score is the sum of the weights found, benign context lowering it. The
 * text's score is the highest over its views.
 *
 * @example
 * const guard = new PromptInjectionDetector({ detector: offlineDetector({ decode: { maxChars: 16_384 } }) });
 */
export function offlineDetector(options: OfflineDetectorOptions = {}): InjectionDetector {
  const resolved = parseOptions(offlineDetectorOptionsSchema, options, 'offlineDetector');
  const features = [...FEATURES, ...resolved.extraFeatures.map(withGlobal)];
  const gate = buildTokenGate(features);
  const limits: DecodeLimits = { maxChars: resolved.decode.maxChars, maxPayloads: resolved.decode.maxPayloads };
  const maxDepth = resolved.decode.enabled ? resolved.decode.maxDepth : 0;
  // The verdict is a pure function of (text, source kind) for this detector's fixed options, and an
  // agent re-sends its whole history on every call: short texts judged recently are remembered.
  const recent = [new Map<string, InjectionDetection>(), new Map<string, InjectionDetection>()] as const;
  const detector: InjectionDetector = {
    id: 'offline',
    detect(text, call) {
      const fromTool = typeof call.source === 'object';
      if (text.length > CACHE_MAX_TEXT) return detectOffline(text, features, gate, limits, maxDepth, resolved, fromTool);
      const cache = recent[fromTool ? 1 : 0];
      const hit = cache.get(text);
      if (hit !== undefined) {
        cache.delete(text);
        cache.set(text, hit);
        return copyDetection(hit);
      }
      const detection = detectOffline(text, features, gate, limits, maxDepth, resolved, fromTool);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(text, copyDetection(detection));
      return detection;
    },
  };
  synchronousDetectors.add(detector);
  return detector;
}

/** Texts up to this length have their verdict remembered (longer ones are judged every time). */
const CACHE_MAX_TEXT = 8192;
/** Verdicts remembered per detector and source kind (least recently used dropped first). */
const CACHE_ENTRIES = 256;

/** A copy the caller may change without touching the remembered verdict. */
function copyDetection(detection: InjectionDetection): InjectionDetection {
  const copy: InjectionDetection = { score: detection.score, kind: detection.kind, spans: detection.spans.map((span) => ({ ...span })) };
  if (detection.features !== undefined) copy.features = [...detection.features];
  return copy;
}

function detectOffline(
  text: string,
  features: readonly Feature[],
  gate: TokenGate,
  limits: DecodeLimits,
  maxDepth: number,
  bonus: { encodedBonus: number; obfuscationBonus: number },
  fromTool: boolean,
): InjectionDetection {
  if (text.length === 0) return { score: 0, kind: 'injection', spans: [], features: [] };
  const normalized = normalizeText(text);
  let best: TextScore = scoreText(normalized, features, fromTool, 0, gate);
  const hidden = normalized.invisible > 0 || normalized.folded > 2;
  if (hidden && best.evidence > 0) best = { ...best, score: Math.min(1, best.score + bonus.obfuscationBonus), features: [...best.features, 'obfuscated'] };
  const spans: InjectionSpan[] = [...best.spans];
  const allFeatures = new Set(best.features);
  // Decoded payloads, breadth first, sharing one size budget; spans point at the encoded run.
  let budget = limits.maxChars;
  let frontier: { text: string; start: number; end: number }[] = [{ text, start: 0, end: text.length }];
  for (let depth = 0; depth < maxDepth && frontier.length > 0 && budget > 0; depth++) {
    const next: typeof frontier = [];
    for (const item of frontier) {
      const payloads = decodePayloads(item.text, { maxChars: budget, maxPayloads: limits.maxPayloads });
      for (const payload of payloads) {
        budget -= payload.text.length;
        const start = depth === 0 ? payload.start : item.start;
        const end = depth === 0 ? payload.end : item.end;
        const view = scoreText(normalizeText(payload.text), features, fromTool, 0, gate);
        if (view.evidence > 0) {
          const score = Math.min(1, view.score + bonus.encodedBonus);
          allFeatures.add(`encoded:${payload.encoding}`);
          for (const id of view.features) allFeatures.add(id);
          if (view.evidence >= 0.2) spans.push({ start, end, reason: `encoded:${payload.encoding}` });
          if (score > best.score) best = { ...view, score };
        }
        next.push({ text: payload.text, start, end });
      }
      if (budget <= 0) break;
    }
    frontier = next;
  }
  return { score: best.score, kind: best.kind, spans: mergeSpans(spans), features: [...allFeatures] };
}

/** Sorts spans and merges overlapping ones (keeping the first reason). */
function mergeSpans(spans: InjectionSpan[]): InjectionSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: InjectionSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
