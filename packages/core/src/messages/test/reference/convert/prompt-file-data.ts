// Frozen test-only copy of src/messages/convert/prompt-file-data.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { convertUint8ArrayToBase64 } from '@ai-sdk/provider-utils';

/**
 * Stored file data in the form a provider prompt expects: a `data:` URL becomes bare base64, an
 * `http(s):` URL becomes a `URL` (the provider or the AI SDK downloads it), anything else is
 * base64 already.
 */
export function promptFileData(data: string): string | URL {
  const dataUrl = /^data:[^,]*?(;base64)?,/i.exec(data);
  if (dataUrl !== null) {
    const body = data.slice(dataUrl[0].length);
    if (dataUrl[1] !== undefined) return body;
    return convertUint8ArrayToBase64(new TextEncoder().encode(decodeURIComponent(body)));
  }
  if (/^https?:\/\//i.test(data)) return new URL(data);
  return data;
}
