import type { ProviderMetadata } from '../../contract/language-model.js';
import type { MessagePart, StoredMessage, ToolInvocation } from '../stored-message.js';
import type { SystemMessage } from '../system-message.js';

/** A tool result read from input, waiting to be folded into its call. */
export interface ToolResultInput {
  toolCallId: string;
  toolName: string;
  result: unknown;
  isError: boolean;
  output?: ToolInvocation['output'];
  resultProviderMetadata?: ProviderMetadata;
}

/** What one input becomes before it is applied to the list. */
export type NormalizedInput =
  | {
      kind: 'message';
      message: StoredMessage;
      /** False when the id was generated here (the input had none). */
      hasOwnId: boolean;
      /** True for a ModelMessage assistant: one step's content, which begins with `step-start` in a response. */
      isStepContent: boolean;
      /** Results inside the message whose call is not in it (folded into earlier messages). */
      pendingResults: ToolResultInput[];
    }
  | { kind: 'system'; message: SystemMessage }
  | { kind: 'tool-results'; results: ToolResultInput[]; extraParts: MessagePart[] };

/** What normalisers need from the list. */
export interface NormalizeContext {
  generateId: () => string;
  /** A creation date for messages that come without one. */
  now: () => Date;
  threadId: string | undefined;
  resourceId: string | undefined;
  /** Position of the input in the array given to `add`. */
  index: number;
}
