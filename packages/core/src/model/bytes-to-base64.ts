/** Base64 of `bytes` (what V3 parts carry where V4 and the wire may carry raw bytes). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
