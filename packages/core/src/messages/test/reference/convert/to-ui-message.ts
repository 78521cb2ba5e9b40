// Frozen test-only copy of src/messages/convert/to-ui-message.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import type { UIMessage } from 'ai';
import { UI_METADATA_KEY } from '../normalize/from-ui-message.js';
import type { FilePart, MessagePart, StoredMessage } from '../stored-message.js';
import { toUiToolPart } from './to-ui-tool-part.js';

type UiPart = UIMessage['parts'][number];

function isUrl(data: string): boolean {
  return /^(https?:|data:|blob:|file:)/i.test(data);
}

function fileUrl(part: FilePart): string {
  return isUrl(part.data) ? part.data : `data:${part.mediaType};base64,${part.data}`;
}

function toUiPart(part: MessagePart): UiPart {
  switch (part.type) {
    case 'file': {
      const out: Record<string, unknown> = { type: 'file', mediaType: part.mediaType, url: fileUrl(part) };
      if (part.filename !== undefined) out.filename = part.filename;
      if (part.providerMetadata !== undefined) out.providerMetadata = part.providerMetadata;
      return out as unknown as UiPart;
    }
    case 'tool-invocation':
      return toUiToolPart(part);
    default:
      // text, reasoning, source-url, step-start, data-* and unknown parts have the UI shape already.
      return { ...part };
  }
}

/**
 * A stored message as an AI SDK `UIMessage` (a new object): same id and role, parts converted
 * (`file` data becomes a URL, base64 as a `data:` URL; tool invocations become tool parts), and
 * `content.metadata` as `metadata`.
 */
export function toUiMessage(message: StoredMessage): UIMessage {
  const ui: UIMessage = { id: message.id, role: message.role, parts: message.content.parts.map(toUiPart) };
  const metadata = message.content.metadata;
  if (metadata !== undefined) {
    const keys = Object.keys(metadata);
    ui.metadata = keys.length === 1 && keys[0] === UI_METADATA_KEY ? metadata[UI_METADATA_KEY] : { ...metadata };
  }
  return ui;
}
