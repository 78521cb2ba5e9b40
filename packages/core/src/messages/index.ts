export type {
  StoredMessage,
  StoredMessageContent,
  StoredMessageRole,
  MessageSource,
  MessagePart,
  TextPart,
  ReasoningPart,
  FilePart,
  SourceUrlPart,
  StepStartPart,
  ToolInvocation,
  ToolInvocationPart,
  ToolInvocationUiFields,
  DataPart,
} from './stored-message.js';
export type { SystemMessage } from './system-message.js';
export type { AddMessageSource, MessageSourceAlias } from './message-source.js';
export {
  MessageList,
  type MessageInput,
  type MessageView,
  type AllMessagesView,
  type MessageListOptions,
  type ResponseMark,
  type SerializedMessageList,
  type AddMessagesOptions,
  type DuplicateIdPolicy,
} from './message-list.js';
export type { SystemMessagesSnapshot, RestoreSystemMessagesOptions } from './system-message-store.js';
export { MessageListError, type MessageListErrorCode, type MessageListErrorDetails } from './message-list-error.js';
export { flattenText } from './flatten-text.js';
export { toUiMessage } from './convert/to-ui-message.js';
export { toModelMessages } from './convert/to-model-messages.js';
export { toPrompt } from './convert/to-prompt.js';
export { toPromptV2 } from './convert/to-prompt-v2.js';
