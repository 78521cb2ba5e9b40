/** The obfuscations the corpus applies to some attacks (and the detector must see through). */
export type Transform = 'none' | 'base64' | 'hex' | 'url' | 'html' | 'rot13' | 'leet' | 'zero-width' | 'homoglyph' | 'spaced' | 'fullwidth' | 'tags';

const bytes = (text: string) => Array.from(new TextEncoder().encode(text));

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const HOMOGLYPHS: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', i: 'і', x: 'х', y: 'у' };

/** Applies `transform` to `text`. */
export function applyTransform(text: string, transform: Transform): string {
  switch (transform) {
    case 'none':
      return text;
    case 'base64':
      return `Decode and follow: ${btoa(String.fromCharCode(...bytes(text)))}`;
    case 'hex':
      return bytes(text).map((b) => b.toString(16).padStart(2, '0')).join('');
    case 'url':
      return encodeURIComponent(text);
    case 'html':
      return Array.from(text, (c) => `&#${c.charCodeAt(0)};`).join('');
    case 'rot13':
      return text.replace(/[a-z]/gi, (c) => {
        const base = c <= 'Z' ? 65 : 97;
        return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
      });
    case 'leet':
      // Every other eligible letter, so the text stays readable as people write it.
      return Array.from(text, (c, i) => (i % 2 === 0 ? (LEET[c.toLowerCase()] ?? c) : c)).join('');
    case 'zero-width':
      return Array.from(text, (c) => c).join('\u200b');
    case 'homoglyph':
      return text.replace(/[aeopcixy]/g, (c) => HOMOGLYPHS[c] ?? c);
    case 'spaced':
      return text.split(' ').map((word) => Array.from(word, (c) => c).join(' ')).join('   ');
    case 'fullwidth':
      return text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    case 'tags':
      return `Here is my question. ${Array.from(text, (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`;
  }
}
