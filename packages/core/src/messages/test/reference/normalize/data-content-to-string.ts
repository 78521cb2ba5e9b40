// Frozen test-only copy of src/messages/normalize/data-content-to-string.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
import { convertUint8ArrayToBase64 } from '@ai-sdk/provider-utils';

/**
 * Turns AI SDK data content (base64 string, bytes, ArrayBuffer, Buffer or URL) into the string form
 * stored in a `FilePart`: base64 for bytes, the URL text for URLs, strings unchanged.
 */
export function dataContentToString(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof URL) return data.href;
  if (data instanceof Uint8Array) return convertUint8ArrayToBase64(data);
  if (data instanceof ArrayBuffer) return convertUint8ArrayToBase64(new Uint8Array(data));
  return undefined;
}

const SIGNATURES: [prefix: string, mediaType: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
];

/**
 * The media type of an image given without one: from a `data:` URL, or from the first bytes of
 * base64 data (png, jpeg, gif, webp); `image/*` when unknown.
 */
export function guessImageMediaType(data: string): string {
  const dataUrl = /^data:([^;,]+)[;,]/.exec(data);
  if (dataUrl?.[1] !== undefined) return dataUrl[1];
  for (const [prefix, mediaType] of SIGNATURES) if (data.startsWith(prefix)) return mediaType;
  return 'image/*';
}
