import type { RequestContext } from '../contract/request-context.js';

/** The resource and thread a run belongs to, as `readRunIds` finds them. */
export interface RunIds {
  /** The user or tenant the run belongs to, when known. */
  resourceId: string | undefined;
  /** The conversation thread, when known. */
  threadId: string | undefined;
}

/**
 * The run's resource and thread ids, for processors that scope data or budgets per user or thread:
 * the message list's memory ids (the Agent's `memory: { resource, thread }`) win, else the
 * `requestContext` keys `resourceId` and `threadId`. Empty strings count as absent.
 *
 * @example
 * const { resourceId } = readRunIds(args.requestContext, args.messageList);
 * if (resourceId === undefined) return; // nothing to scope by
 */
export function readRunIds(
  requestContext: RequestContext,
  messageList: { resourceId?: string | undefined; threadId?: string | undefined } | undefined,
): RunIds {
  return {
    resourceId: pick(messageList?.resourceId, requestContext.get('resourceId')),
    threadId: pick(messageList?.threadId, requestContext.get('threadId')),
  };
}

function pick(fromMemory: string | undefined, fromContext: unknown): string | undefined {
  if (typeof fromMemory === 'string' && fromMemory !== '') return fromMemory;
  return typeof fromContext === 'string' && fromContext !== '' ? fromContext : undefined;
}
