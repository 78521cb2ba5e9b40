import type { CachedLLMStepChunk } from '@sluice/core';
import { z } from 'zod';

/**
 * Version of the stored entry format. Entries of any other version are treated as misses, so a
 * format change never replays a stale shape. 2: entries are validated in full on read. 3: entries
 * record the fingerprint of the tool set they were answered with (`tools`).
 */
export const CACHE_ENTRY_VERSION = 3;

/** One cached model response, as stored (JSON). */
export interface CacheEntry {
  /** Always `CACHE_ENTRY_VERSION`. */
  v: typeof CACHE_ENTRY_VERSION;
  /** When it was stored (cache clock, ms). */
  createdAt: number;
  /** When it stops being served (cache clock, ms), whatever the store's own expiry does. */
  expiresAt: number;
  /** The provider of the model that answered (`model.provider`). */
  provider: string;
  /** The id of the model that answered (`model.modelId`). */
  modelId: string;
  /**
   * Fingerprint of the tools offered to the model (SHA-256 hex of their names and input JSON
   * schemas, see `computeToolsFingerprint`): an entry is replayed only for the same tool set.
   */
  tools: string;
  /** The step's model chunks, as core recorded them (before output processors). */
  chunks: CachedLLMStepChunk[];
  /** The provider's warnings for the step. */
  warnings: unknown[];
}

/** Serializes an entry for a store. */
export function encodeCacheEntry(entry: CacheEntry): string {
  return JSON.stringify(entry);
}

/** One problem found in a stored entry: where (a path) and what (zod's message, which names types, never values). */
export interface CacheEntryIssue {
  /** Path inside the entry, e.g. `chunks.3.payload.text`. */
  path: string;
  /** What is wrong, e.g. `Invalid input: expected string, received number`. */
  message: string;
}

/** Why a stored value could not be served, with the problems found (empty for a version mismatch or bad JSON). */
export interface CacheEntryRejection {
  reason: 'stale-version' | 'malformed';
  issues: CacheEntryIssue[];
}

const hasKey =
  (key: string) =>
  (payload: object): boolean =>
    key in payload;

const metadata = z.record(z.string(), z.unknown()).optional();
const id = z.looseObject({ id: z.string(), providerMetadata: metadata });
const idText = z.looseObject({ id: z.string(), text: z.string(), providerMetadata: metadata });
const toolIds = { toolCallId: z.string(), toolName: z.string() };
const count = z.number().int().nonnegative().optional();

/** The payload schema of each chunk type a model step may hold (what core replays). */
const PAYLOADS = {
  'text-start': id,
  'text-end': id,
  'reasoning-start': id,
  'reasoning-end': id,
  'text-delta': idText,
  'reasoning-delta': idText,
  source: z.looseObject({
    id: z.string(),
    sourceType: z.enum(['url', 'document']),
    url: z.string().optional(),
    title: z.string().optional(),
    mediaType: z.string().optional(),
    filename: z.string().optional(),
    providerMetadata: metadata,
  }),
  file: z.looseObject({ mediaType: z.string(), data: z.string() }),
  'tool-call-input-streaming-start': z.looseObject({ ...toolIds, providerExecuted: z.boolean().optional() }),
  'tool-call-delta': z.looseObject({ toolCallId: z.string(), toolName: z.string().optional(), argsTextDelta: z.string() }),
  'tool-call-input-streaming-end': z.looseObject({ toolCallId: z.string() }),
  'tool-call': z
    .looseObject({ ...toolIds, args: z.unknown(), providerExecuted: z.boolean().optional(), providerMetadata: metadata })
    .refine(hasKey('args'), { error: 'missing args', path: ['args'] }),
  'tool-result': z
    .looseObject({ ...toolIds, args: z.unknown(), result: z.unknown(), isError: z.boolean().optional(), providerExecuted: z.boolean().optional() })
    .refine(hasKey('result'), { error: 'missing result', path: ['result'] }),
  'tool-error': z
    .looseObject({ ...toolIds, args: z.unknown(), error: z.unknown() })
    .refine(hasKey('error'), { error: 'missing error', path: ['error'] }),
  finish: z.looseObject({
    stepResult: z.looseObject({ reason: z.enum(['stop', 'length', 'content-filter', 'tool-calls', 'error', 'other', 'unknown']) }),
    output: z.looseObject({
      usage: z.looseObject({
        inputTokens: count,
        outputTokens: count,
        totalTokens: count,
        reasoningTokens: count,
        cachedInputTokens: count,
      }),
    }),
    metadata: z.looseObject({ providerMetadata: metadata }).optional(),
  }),
} as const;

type PayloadType = keyof typeof PAYLOADS;

/** The chunk types a stored step may hold besides `data-*` (content chunks and the step's `finish`). */
export const REPLAYABLE_CHUNK_TYPES: ReadonlySet<string> = new Set(Object.keys(PAYLOADS));

const isPayloadType = (type: string): type is PayloadType => Object.hasOwn(PAYLOADS, type);

const chunkSchema = z.looseObject({ type: z.string() }).superRefine((chunk, ctx) => {
  const { type } = chunk;
  if (type.startsWith('data-')) {
    if (!('data' in chunk)) ctx.addIssue({ code: 'custom', message: 'missing data', path: ['data'] });
    const extra = chunk as { id?: unknown; transient?: unknown };
    if (extra.id !== undefined && typeof extra.id !== 'string') ctx.addIssue({ code: 'custom', message: 'id must be a string', path: ['id'] });
    if (extra.transient !== undefined && typeof extra.transient !== 'boolean') {
      ctx.addIssue({ code: 'custom', message: 'transient must be a boolean', path: ['transient'] });
    }
    return;
  }
  if (!isPayloadType(type)) {
    // Only content chunks, data-* chunks and the step's finish belong in a stored model step.
    ctx.addIssue({ code: 'custom', message: 'chunk type not replayable', path: ['type'] });
    return;
  }
  const parsed = PAYLOADS[type].safeParse((chunk as { payload?: unknown }).payload);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['payload', ...issue.path] });
  }
});

/** The zod schema a stored entry must match, in full, before it is served. */
const cacheEntrySchema = z.object({
  v: z.literal(CACHE_ENTRY_VERSION),
  createdAt: z.number(),
  expiresAt: z.number(),
  provider: z.string(),
  modelId: z.string(),
  tools: z.string(),
  chunks: z.array(chunkSchema),
  warnings: z.array(z.unknown()),
});

/**
 * Parses and validates a stored value in full (every chunk's payload against its type); a wrong
 * version or any invalid field is a rejection, never a throw.
 */
export function decodeCacheEntry(value: string): CacheEntry | CacheEntryRejection {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { reason: 'malformed', issues: [] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { reason: 'malformed', issues: [] };
  if ((parsed as { v?: unknown }).v !== CACHE_ENTRY_VERSION) return { reason: 'stale-version', issues: [] };
  const result = cacheEntrySchema.safeParse(parsed);
  if (!result.success) {
    return {
      reason: 'malformed',
      issues: result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    };
  }
  return parsed as CacheEntry;
}

/** Who an entry must have been written for to be replayed: the model and the tool set of the call. */
export interface CacheEntryOrigin {
  provider: string;
  modelId: string;
  /** `computeToolsFingerprint` of the call's tools. */
  tools: string;
}

/**
 * The fields of `entry` that do not match `origin` (`provider`, `modelId`, `tools`): an entry of
 * another model or tool set is never replayed (its tool calls would run against other tools).
 */
export function originMismatch(entry: CacheEntry, origin: CacheEntryOrigin): CacheEntryIssue[] {
  const issues: CacheEntryIssue[] = [];
  if (entry.provider !== origin.provider) issues.push({ path: 'provider', message: 'written for another provider' });
  if (entry.modelId !== origin.modelId) issues.push({ path: 'modelId', message: 'written for another model id' });
  if (entry.tools !== origin.tools) issues.push({ path: 'tools', message: 'written for another tool set' });
  return issues;
}

/** True when `decoded` is a rejection rather than an entry. */
export function isRejection(decoded: CacheEntry | CacheEntryRejection): decoded is CacheEntryRejection {
  return 'reason' in decoded;
}
