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

/**
 * Violation detail for a set of detections: their distinct types, sorted, and the reports
 * themselves (the array is taken as it is, not copied: callers build it for this and leave it).
 */
export function detectionDetail(reports: DetectionReport[]): { types: string[]; detections: DetectionReport[] } {
  // a handful of types per report: a linear check beats building and spreading a Set
  const types: string[] = [];
  for (const { type } of reports) if (!types.includes(type)) types.push(type);
  return { types: types.sort(), detections: reports };
}

/** Reports for `entities` found at `location`. */
export function toReports(entities: readonly PIIEntity[], location: string): DetectionReport[] {
  return entities.map((e) => ({ type: e.type, start: e.start, end: e.end, score: e.score, location }));
}
