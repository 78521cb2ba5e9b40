import { MessageList } from '@sluice/core';

/** A fresh, empty `MessageList` (core's). */
export function createMessageList(): MessageList {
  return new MessageList();
}
