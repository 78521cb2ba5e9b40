import type { PIIEntity } from './entity.js';

/** A detection as reported in violations: type and span only, never the value. */
export interface DetectionReport {
  type: string;
  start: number;
  end: number;
  score: number;
  /** Where it was found, e.g. a message id or `stream`. */
  location: string;
}

/** Violation detail for a set of detections. */
export function detectionDetail(reports: readonly DetectionReport[]): { types: string[]; detections: DetectionReport[] } {
  return { types: [...new Set(reports.map((r) => r.type))].sort(), detections: [...reports] };
}

/** Reports for `entities` found at `location`. */
export function toReports(entities: readonly PIIEntity[], location: string): DetectionReport[] {
  return entities.map((e) => ({ type: e.type, start: e.start, end: e.end, score: e.score, location }));
}
