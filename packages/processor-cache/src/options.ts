import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
import type { CacheEventCallback } from './cache-event.js';
import type { CacheScopeFunction } from './cache-scope.js';
import type { CacheStore } from './cache-store.js';
import { ResponseCacheOptionsError } from './response-cache-options-error.js';

const isFunction = (value: unknown): boolean => typeof value === 'function';

const isStore = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ['get', 'set', 'delete'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

const isClock = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { now?: unknown }).now === 'function';

/** The zod schema of `ResponseCache` options (its JSON Schema feeds the catalog). */
export const responseCacheOptionsSchema = z
  .object({
    id: z.string().min(1).default('response-cache').describe('Processor id (keys its state).'),
    store: z
      .custom<CacheStore>(isStore, 'expected a CacheStore (get, set, delete)')
      .optional()
      .describe('Where entries live. Default: a new MemoryCacheStore.'),
    ttl: z
      .number()
      .int()
      .positive()
      .default(3_600_000)
      .describe('Time to live of an entry in milliseconds.'),
    scope: z
      .union([
        z.literal('resource'),
        z.literal('global'),
        z.custom<CacheScopeFunction>(isFunction, 'expected a function'),
      ])
      .default('resource')
      .describe("Who shares entries: 'resource' (per resource id), 'global', or a function."),
    maxEntryBytes: z
      .number()
      .int()
      .positive()
      .default(1_048_576)
      .describe('Responses larger than this (UTF-8 bytes, serialized) are not stored.'),
    singleFlight: z
      .boolean()
      .default(true)
      .describe('Concurrent identical misses make one model call; the others wait for it.'),
    singleFlightTimeout: z
      .number()
      .int()
      .positive()
      .default(30_000)
      .describe('How long a waiting call waits (ms) before making its own model call.'),
    storedOutput: z
      .enum(['accepted', 'model'])
      .default('accepted')
      .describe(
        "What is stored: 'accepted' (what the client received, after the output processors before the cache; needs the same instance last in outputProcessors) or 'model' (the model's raw answer).",
      ),
    replayDelay: z
      .number()
      .nonnegative()
      .default(0)
      .describe('Delay (ms) before each replayed text/reasoning delta (needs outputProcessors).'),
    onEvent: z
      .custom<CacheEventCallback>(isFunction, 'expected a function')
      .optional()
      .describe('Receives hit, miss, store, skip and error events.'),
    warn: z
      .custom<(message: string) => void>(isFunction, 'expected a function')
      .optional()
      .describe('Receives warnings (store failures). Default: console.warn.'),
    clock: z
      .custom<{ now(): number }>(isClock, 'expected { now(): number }')
      .optional()
      .describe('Clock in ms for entry expiry. Default: Date.'),
  })
  .strict();

/** Options of `ResponseCache`, as the user passes them. */
export type ResponseCacheOptions = z.input<typeof responseCacheOptionsSchema>;

/** Options after defaults were applied. */
export type ResolvedResponseCacheOptions = z.output<typeof responseCacheOptionsSchema>;

/** Validates options (unknown keys rejected); throws `ResponseCacheOptionsError` naming each invalid one. */
export function parseResponseCacheOptions(options: unknown): ResolvedResponseCacheOptions {
  return parseProcessorOptions(responseCacheOptionsSchema, options, (issues) => new ResponseCacheOptionsError(issues));
}
