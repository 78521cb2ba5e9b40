// Frozen test-only copy of src/messages/convert/model-parts.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { MessagePart, StoredMessage, ToolInvocationPart } from '../stored-message.js';
import { isUnknownPartType } from '../internal/part-kind.js';
import { promptFileData } from './prompt-file-data.js';
import { splitSteps } from './split-steps.js';
import { toolResultOutput } from './tool-result-output.js';

/** Which form is being built: AI SDK `ModelMessage`s (`core`) or a provider prompt (`prompt`). */
export type ModelForm = 'core' | 'prompt';

type Out = Record<string, unknown>;

/** One model message in a loose shape; the callers cast to the exact AI SDK type. */
export interface LooseModelMessage {
  role: 'user' | 'assistant' | 'tool';
  content: Out[];
  providerOptions?: unknown;
}

function withOptions(out: Out, metadata: unknown): Out {
  if (metadata !== undefined) out.providerOptions = metadata;
  return out;
}

function fileOut(part: Extract<MessagePart, { type: 'file' }>, form: ModelForm): Out {
  const data = form === 'prompt' ? promptFileData(part.data) : part.data;
  const out: Out = { type: 'file', data, mediaType: part.mediaType };
  if (part.filename !== undefined) out.filename = part.filename;
  return withOptions(out, part.providerMetadata);
}

function toolCallOut(part: ToolInvocationPart): Out {
  const invocation = part.toolInvocation;
  const out: Out = { type: 'tool-call', toolCallId: invocation.toolCallId, toolName: invocation.toolName, input: invocation.args };
  if (part.providerExecuted !== undefined) out.providerExecuted = part.providerExecuted;
  return withOptions(out, part.providerMetadata);
}

function toolResultOut(part: ToolInvocationPart): Out {
  const invocation = part.toolInvocation;
  const out: Out = {
    type: 'tool-result',
    toolCallId: invocation.toolCallId,
    toolName: invocation.toolName,
    output: toolResultOutput(invocation),
  };
  return withOptions(out, part.resultProviderMetadata);
}

/** Unknown parts are kept in `core` (nothing is lost) and left out of a provider prompt. */
function keepUnknown(part: MessagePart, form: ModelForm): boolean {
  return form === 'core' && isUnknownPartType(part.type);
}

function withMessageOptions(out: LooseModelMessage, message: StoredMessage): LooseModelMessage {
  if (message.content.providerOptions !== undefined) out.providerOptions = message.content.providerOptions;
  return out;
}

/** Appends to `out` a user message's text and file parts (and, in `core`, unknown parts); nothing when it has no content. */
export function userModelMessages(message: StoredMessage, form: ModelForm, out: LooseModelMessage[]): void {
  const content: Out[] = [];
  for (const part of message.content.parts) {
    if (part.type === 'text') content.push(withOptions({ type: 'text', text: part.text }, part.providerMetadata));
    else if (part.type === 'file') content.push(fileOut(part, form));
    else if (keepUnknown(part, form)) content.push({ ...part });
  }
  if (content.length > 0) out.push(withMessageOptions({ role: 'user', content }, message));
}

/**
 * Appends an assistant message as model messages: one assistant message per step (split at `step-start`),
 * each followed by a `tool` message with that step's results, so every call is followed by its
 * result. Partial calls are left out; calls still waiting for a result are kept in `core` and left
 * out of a provider prompt (providers reject a call without a result). Results of provider-executed
 * tools stay in the assistant message, as the AI SDK does. `data-*`, `source-url` and `step-start`
 * parts have no model form and are left out.
 */
export function assistantModelMessages(message: StoredMessage, form: ModelForm, out: LooseModelMessage[]): void {
  for (const step of splitSteps(message.content.parts)) {
    const content: Out[] = [];
    const results: Out[] = [];
    for (const part of step) {
      if (part.type === 'text' || part.type === 'reasoning') {
        content.push(withOptions({ type: part.type, text: part.text }, part.providerMetadata));
      } else if (part.type === 'file') content.push(fileOut(part, form));
      else if (part.type === 'tool-invocation') {
        const state = part.toolInvocation.state;
        if (state === 'partial-call' || (state === 'call' && form === 'prompt')) continue;
        content.push(toolCallOut(part));
        if (state !== 'result') continue;
        if (part.providerExecuted === true) content.push(toolResultOut(part));
        else results.push(toolResultOut(part));
      } else if ((part.type as string) === 'tool-approval-response' && form === 'core') results.push({ ...part });
      else if (keepUnknown(part, form)) content.push({ ...part });
    }
    if (content.length > 0) out.push(withMessageOptions({ role: 'assistant', content }, message));
    if (results.length > 0) out.push({ role: 'tool', content: results });
  }
}
