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
  DataPart,
} from './stored-message.js';
export type { SystemMessage } from './system-message.js';
export {
  MessageList,
  type MessageInput,
  type MessageView,
  type AllMessagesView,
  type MessageListOptions,
  type ResponseMark,
  type SerializedMessageList,
} from './message-list.js';
