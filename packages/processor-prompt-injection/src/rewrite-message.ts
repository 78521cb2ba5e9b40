import type { StoredMessage } from '@sluice/core';
import type { InjectionSpan } from './detector.js';

/** What replaces an offending span in a rewritten message. */
export const REWRITE_MARKER = '[removed: possible prompt injection]';

function cut(text: string, spans: readonly InjectionSpan[], offset: number): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    const start = Math.max(at, span.start - offset);
    const end = Math.min(text.length, span.end - offset);
    if (end <= start) continue;
    out += text.slice(at, start) + REWRITE_MARKER;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * Strips `spans` (offsets into the message's text, its text parts concatenated as
 * `getMessageText` does) from `message`, in place, each replaced by `REWRITE_MARKER`. Without
 * spans the whole text is replaced.
 */
export function rewriteMessage(message: StoredMessage, spans: readonly InjectionSpan[]): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const textParts = message.content.parts.filter((part) => part.type === 'text');
  if (textParts.length === 0) {
    const content = message.content.content;
    if (typeof content === 'string') message.content.content = sorted.length === 0 ? REWRITE_MARKER : cut(content, sorted, 0);
    return;
  }
  let offset = 0;
  for (const part of textParts) {
    const length = part.text.length;
    if (sorted.length === 0) part.text = offset === 0 ? REWRITE_MARKER : '';
    else part.text = cut(part.text, sorted.filter((s) => s.end > offset && s.start < offset + length), offset);
    offset += length;
  }
  if (typeof message.content.content === 'string') {
    message.content.content = textParts.map((part) => part.text).join('');
  }
}
