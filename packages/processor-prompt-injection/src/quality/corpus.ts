import { applyTransform, type Transform } from './transforms.js';

/** One labelled text of the corpus. */
export interface LabelledText {
  attack: boolean;
  style: string;
  transform: Transform;
  text: string;
}

const TRANSFORMS: ReadonlySet<string> = new Set(['none', 'base64', 'hex', 'url', 'html', 'rot13', 'leet', 'zero-width', 'homoglyph', 'spaced', 'fullwidth', 'tags']);

/** Parses a corpus file (`<style>\t<transform>\t<text>`, `#` comments, `\n` escapes), applying each transform. */
export function parseCorpus(source: string, attack: boolean): LabelledText[] {
  const items: LabelledText[] = [];
  for (const [index, line] of source.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [style, transform, ...rest] = line.split('\t');
    if (style === undefined || transform === undefined || rest.length === 0 || !TRANSFORMS.has(transform)) {
      throw new Error(`corpus line ${index + 1}: expected <style>\\t<transform>\\t<text>`);
    }
    const text = rest.join('\t').replace(/\\n/g, '\n');
    items.push({ attack, style, transform: transform as Transform, text: applyTransform(text, transform as Transform) });
  }
  return items;
}
