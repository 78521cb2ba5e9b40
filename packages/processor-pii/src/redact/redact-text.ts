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

/** An entity to rewrite: a span of the text and, when it was matched on normalized text, that value. */
export type RedactableEntity = PIIEntity & { value?: string };

/**
 * Rewrites the (sorted, non-overlapping) `entities` of `text` with `settings.method`: the span of
 * the original text is replaced, and the replacement is made from the entity's normalized `value`
 * when it has one (so `bob%40corp.example` and `bob@corp.example` get the same placeholder or
 * hash). Synchronous except for `hash` (Web Crypto), which returns a promise.
 */
export function redactText(text: string, entities: readonly RedactableEntity[], settings: RedactionSettings): string | Promise<string> {
  if (entities.length === 0) return text;
  const valueOf = (e: RedactableEntity): string => e.value ?? text.slice(e.start, e.end);
  if (settings.method === 'hash') {
    return Promise.all(entities.map((e) => hashValue(e.type, valueOf(e), settings.salt))).then((tokens) =>
      splice(text, entities, (_, i) => tokens[i] ?? ''),
    );
  }
  return splice(text, entities, (e) => replacement(e.type, valueOf(e), settings));
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
