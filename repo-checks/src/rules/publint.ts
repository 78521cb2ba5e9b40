import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import type { Rule } from './rule.js';

/** publint finds nothing, at every level (errors, warnings and suggestions), on the tarball. */
export const publintRule: Rule = async (pkg) => {
  const bytes = pkg.tarball;
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  if (!(tarball instanceof ArrayBuffer)) throw new TypeError('tarball is not an ArrayBuffer');
  const result = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
  return result.messages.map((message) => ({
    package: pkg.name,
    rule: 'publint' as const,
    subject: `${message.type} ${message.code}`,
    message: formatMessage(message, result.pkg, { color: false }) ?? message.code,
  }));
};
