import type { EntitySink } from './entity.js';

/** What every recognizer receives: the text, where to report, and the per-type policy. */
export interface ScanContext {
  text: string;
  /** Reports an entity; only call it when `accepts(type, score)` is true. */
  emit: EntitySink;
  /** True when `type` is enabled and `score` reaches its threshold. */
  accepts: (type: string, score: number) => boolean;
  /** Default region for national phone numbers (ISO 3166 alpha-2). */
  phoneRegion: string;
}

/** Finds one family of entities in `ctx.text` in linear time. */
export type Recognizer = (ctx: ScanContext) => void;
