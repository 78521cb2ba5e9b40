const encoder = new TextEncoder();

/** The UTF-8 size of `text` in bytes. */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).byteLength;
}
