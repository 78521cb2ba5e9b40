import type { RequestContext } from '@sluice/core';
import type { CacheScope } from './cache-key.js';

/**
 * `requestContext` keys read for the resource id when the run has none from memory (the Agent's
 * `memory: { resource }` sets the run's `messageList.resourceId`, which wins).
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

/** The run's resource id: the memory resource of its message list, else from `requestContext`. */
export function readResourceId(
  requestContext: RequestContext,
  messageList: { resourceId?: string | undefined } | undefined,
): string | undefined {
  const fromMemory = messageList?.resourceId;
  if (typeof fromMemory === 'string' && fromMemory !== '') return fromMemory;
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
  messageList: { resourceId?: string | undefined } | undefined,
): Promise<CacheScope | undefined> {
  if (option === 'global') return { kind: 'global' };
  const resourceId = readResourceId(requestContext, messageList);
  const id = option === 'resource' ? resourceId : await option({ requestContext, resourceId });
  return typeof id === 'string' && id !== '' ? { kind: 'resource', id } : undefined;
}
