import * as core from '@sluice/core';
import type { MessageList } from '@sluice/core';

type MessageListConstructor = new () => MessageList;

/**
 * A fresh, empty `MessageList` from core. Reached through the namespace so the kit still loads
 * against a core build without a runtime `MessageList`; then it returns a stand-in that throws a
 * clear error on first use, so only processors that touch the list fail.
 */
export function createMessageList(): MessageList {
  const ctor = (core as { MessageList?: MessageListConstructor }).MessageList;
  if (ctor !== undefined) return new ctor();
  const fail = (): never => {
    throw new Error('@sluice/conformance: this @sluice/core build has no runtime MessageList yet');
  };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- a stand-in until core ships MessageList
  return new Proxy({}, { get: fail, set: fail, has: fail }) as MessageList;
}
