import type { CachedLLMStepChunk } from '@sluice/core';

/**
 * Version of the stored entry format. Entries of any other version are treated as misses, so a
 * format change never replays a stale shape.
 */
export const CACHE_ENTRY_VERSION = 1;

/** One cached model response, as stored (JSON). */
export interface CacheEntry {
  /** Always `CACHE_ENTRY_VERSION`. */
  v: typeof CACHE_ENTRY_VERSION;
  /** When it was stored (cache clock, ms). */
  createdAt: number;
  /** When it stops being served (cache clock, ms), whatever the store's own expiry does. */
  expiresAt: number;
  provider: string;
  modelId: string;
  chunks: CachedLLMStepChunk[];
  warnings: unknown[];
}

/** Serializes an entry for a store. */
export function encodeCacheEntry(entry: CacheEntry): string {
  return JSON.stringify(entry);
}

/** Why a stored value could not be served. */
export type CacheEntryRejection = 'stale-version' | 'malformed';

/** Parses a stored value; a wrong version or shape is a rejection, never a throw. */
export function decodeCacheEntry(value: string): CacheEntry | CacheEntryRejection {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'malformed';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'malformed';
  const entry = parsed as Partial<Record<keyof CacheEntry, unknown>>;
  if (entry.v !== CACHE_ENTRY_VERSION) return 'stale-version';
  if (
    typeof entry.createdAt !== 'number' ||
    typeof entry.expiresAt !== 'number' ||
    typeof entry.provider !== 'string' ||
    typeof entry.modelId !== 'string' ||
    !Array.isArray(entry.chunks) ||
    !Array.isArray(entry.warnings) ||
    !entry.chunks.every(isChunkShape)
  ) {
    return 'malformed';
  }
  return parsed as CacheEntry;
}

function isChunkShape(chunk: unknown): boolean {
  return (
    typeof chunk === 'object' &&
    chunk !== null &&
    typeof (chunk as { type?: unknown }).type === 'string'
  );
}
