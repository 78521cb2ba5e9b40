/**
 * Salted SHA-256 of a value through Web Crypto, as `<TYPE#first 12 hex digits>`. The same value
 * and salt always give the same token, so hashed values stay joinable without being readable.
 */
export async function hashValue(type: string, value: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}\u0000${value}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (let i = 0; i < 6; i++) hex += (digest[i] ?? 0).toString(16).padStart(2, '0');
  return `<${type}#${hex}>`;
}
