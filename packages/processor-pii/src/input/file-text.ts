import type { FilePart } from '@sluice/core';

/** The text a file part holds, and how to write a rewritten text back in the same encoding. */
export interface FileText {
  text: string;
  /** The part's `data` for `text`, encoded as the original was (base64, a `data:` URL, or raw). */
  encode(text: string): string;
}

const TEXTUAL = /^(?:text\/|application\/(?:json|xml|csv|yaml|x-yaml|x-ndjson|javascript|ecmascript|sql|graphql|x-www-form-urlencoded)\b|[^/]+\/[^;]*\+(?:json|xml)\b)/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*?)(;base64)?,/i;
const REMOTE = /^(?:https?|ftp|s3|gs):\/\//i;

/** True for media types whose bytes are text (`text/*`, JSON, XML, CSV, YAML and their `+json`/`+xml` kin). */
export function isTextualMediaType(mediaType: string): boolean {
  return TEXTUAL.test(mediaType.trim());
}

/**
 * Reads the text of a file part: a `data:` URL (base64 or percent-encoded), base64 data of a textual
 * media type (valid UTF-8 only), or data that is not base64 at all (text a caller put there as is).
 * Undefined for remote URLs (never fetched) and for binary content.
 */
export function readFileText(part: Pick<FilePart, 'data' | 'mediaType'>): FileText | undefined {
  const { data } = part;
  if (REMOTE.test(data)) return undefined;
  const url = DATA_URL.exec(data);
  if (url !== null) {
    const prefix = url[0];
    const body = data.slice(prefix.length);
    const textual = isTextualMediaType(url[1] || part.mediaType);
    if (url[3] !== undefined) {
      const text = textual ? decodeBase64Utf8(body) : undefined;
      return text === undefined ? undefined : { text, encode: (next) => prefix + encodeBase64Utf8(next) };
    }
    const text = safeDecodeUri(body);
    return { text, encode: (next) => prefix + encodeURIComponent(next) };
  }
  const compact = data.replace(/\s+/g, '');
  const base64 = compact.length % 4 === 0 && BASE64.test(compact);
  if (isTextualMediaType(part.mediaType)) {
    const text = base64 ? decodeBase64Utf8(compact) : undefined;
    if (text !== undefined) return { text, encode: encodeBase64Utf8 };
    return { text: data, encode: (next) => next };
  }
  return base64 ? undefined : { text: data, encode: (next) => next };
}

function safeDecodeUri(body: string): string {
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}

function decodeBase64Utf8(base64: string): string | undefined {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
