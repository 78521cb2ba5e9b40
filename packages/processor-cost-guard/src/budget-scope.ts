import { readRunIds, type RequestContext } from '@sluice/core';

/** A function choosing the budget of a call; return `undefined` when the call has none. */
export type BudgetScopeFunction = (args: {
  requestContext: RequestContext;
  resourceId: string | undefined;
  threadId: string | undefined;
}) => string | undefined;

/**
 * Who shares a budget: `'resource'` (the default: per user or tenant, the run's resource id),
 * `'thread'` (per conversation), `'global'` (one budget for every call through this guard, e.g.
 * per agent: give each agent its own guard id), or a function of the request.
 */
export type BudgetScopeOption = 'resource' | 'thread' | 'global' | BudgetScopeFunction;

/** The scope id of one call, or `undefined` when the run has no id for it. */
export function resolveBudgetScope(
  option: BudgetScopeOption,
  requestContext: RequestContext,
  messageList: { resourceId?: string | undefined; threadId?: string | undefined },
): string | undefined {
  if (option === 'global') return 'global';
  const ids = readRunIds(requestContext, messageList);
  const id =
    option === 'resource' ? ids.resourceId : option === 'thread' ? ids.threadId : option({ requestContext, ...ids });
  return typeof id === 'string' && id !== '' ? id : undefined;
}
