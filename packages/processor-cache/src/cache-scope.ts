import { readRunIds, type RequestContext } from '@sluice/core';
import type { CacheScope } from './cache-key.js';

/**
 * `requestContext` keys read for the resource id when the run has none from memory (the Agent's
 * `memory: { resource }` sets the run's `messageList.resourceId`, which wins): core's `readRunIds`.
 */
export const RESOURCE_ID_KEYS = ['resourceId'] as const;

/**
 * A function choosing the scope of a call from its `requestContext` (and the run's resource id,
 * if any); return `undefined` to leave the call uncached.
 */
export type CacheScopeFunction = (args: {
  requestContext: RequestContext;
  resourceId: string | undefined;
}) => string | undefined | Promise<string | undefined>;

/**
 * How entries are shared: `'resource'` (the default) shares them only between calls of the same
 * resource id and caches nothing when a call has none; `'global'` shares them between every caller
 * (explicit opt-in: only for prompts that carry no per-user data); a function picks the scope.
 */
export type CacheScopeOption = 'resource' | 'global' | CacheScopeFunction;

/** The scope of one call, or `undefined` when it must not be cached. */
export async function resolveCacheScope(
  option: CacheScopeOption,
  requestContext: RequestContext,
  messageList: { resourceId?: string | undefined } | undefined,
): Promise<CacheScope | undefined> {
  if (option === 'global') return { kind: 'global' };
  const { resourceId } = readRunIds(requestContext, messageList);
  const id = option === 'resource' ? resourceId : await option({ requestContext, resourceId });
  return typeof id === 'string' && id !== '' ? { kind: 'resource', id } : undefined;
}
