import type { RequestContext } from '@sluice/core';

/** The `requestContext` key under which a call's `CacheControl` is read. */
export const CACHE_CONTROL_KEY = 'sluice.cache';

/**
 * Per-call cache control, set on the call's `requestContext` under `CACHE_CONTROL_KEY`.
 *
 * @example
 * const requestContext = new RequestContext([[CACHE_CONTROL_KEY, { bust: true }]]);
 * await agent.generate('hi', { requestContext, memory: { thread, resource } });
 */
export interface CacheControl {
  /** Neither read nor write the cache for this call. */
  bypass?: boolean;
  /** Skip reading, delete the stored entry, call the model and store its (accepted) answer. */
  bust?: boolean;
}

/** Reads the call's cache control; anything but an object is ignored. */
export function readCacheControl(requestContext: RequestContext): CacheControl {
  const value = requestContext.get(CACHE_CONTROL_KEY);
  if (typeof value !== 'object' || value === null) return {};
  const control = value as Record<string, unknown>;
  return { bypass: control.bypass === true, bust: control.bust === true };
}
