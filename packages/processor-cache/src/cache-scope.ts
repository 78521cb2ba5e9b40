import type { RequestContext } from '@sluice/core';
import type { CacheScope } from './cache-key.js';

/**
 * `requestContext` keys the run's resource id may be found under, in order. The Agent puts the
 * call's `memory.resource` there; callers without memory may set `resourceId` themselves.
 */
export const RESOURCE_ID_KEYS = ['resourceId'] as const;

/** A function choosing the scope of a call; return `undefined` to leave the call uncached. */
export type CacheScopeFunction = (args: {
  requestContext: RequestContext;
}) => string | undefined | Promise<string | undefined>;

/**
 * How entries are shared: `'resource'` (the default) shares them only between calls of the same
 * resource id and caches nothing when a call has none; `'global'` shares them between every caller
 * (explicit opt-in: only for prompts that carry no per-user data); a function picks the scope.
 */
export type CacheScopeOption = 'resource' | 'global' | CacheScopeFunction;

/** The run's resource id from its `requestContext`, if any. */
export function readResourceId(requestContext: RequestContext): string | undefined {
  for (const key of RESOURCE_ID_KEYS) {
    const value = requestContext.get(key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** The scope of one call, or `undefined` when it must not be cached. */
export async function resolveCacheScope(
  option: CacheScopeOption,
  requestContext: RequestContext,
): Promise<CacheScope | undefined> {
  if (option === 'global') return { kind: 'global' };
  const id = option === 'resource' ? readResourceId(requestContext) : await option({ requestContext });
  return typeof id === 'string' && id !== '' ? { kind: 'resource', id } : undefined;
}
