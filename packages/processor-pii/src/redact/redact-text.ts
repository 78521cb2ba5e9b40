import type { PIIEntity } from '../detect/entity.js';
import { hashValue } from './hash-value.js';
import { maskValue } from './mask.js';
import type { PlaceholderStore } from './placeholder-store.js';

/** How to rewrite entities. */
export interface RedactionSettings {
  method: 'mask' | 'hash' | 'placeholder' | 'remove';
  salt: string;
  placeholders: PlaceholderStore;
}

/**
 * Rewrites the (sorted, non-overlapping) `entities` of `text` with `settings.method`. Synchronous
 * except for `hash` (Web Crypto), which returns a promise.
 */
export function redactText(text: string, entities: readonly PIIEntity[], settings: RedactionSettings): string | Promise<string> {
  if (entities.length === 0) return text;
  if (settings.method === 'hash') {
    return Promise.all(entities.map((e) => hashValue(e.type, text.slice(e.start, e.end), settings.salt))).then((tokens) =>
      splice(text, entities, (_, i) => tokens[i] ?? ''),
    );
  }
  return splice(text, entities, (e) => replacement(e.type, text.slice(e.start, e.end), settings));
}

function replacement(type: string, value: string, settings: RedactionSettings): string {
  switch (settings.method) {
    case 'mask':
      return maskValue(type, value);
    case 'placeholder':
      return settings.placeholders.placeholderFor(type, value);
    default:
      return '';
  }
}

function splice(text: string, entities: readonly PIIEntity[], replace: (e: PIIEntity, i: number) => string): string {
  let out = '';
  let last = 0;
  entities.forEach((e, i) => {
    out += text.slice(last, e.start) + replace(e, i);
    last = e.end;
  });
  return out + text.slice(last);
}
