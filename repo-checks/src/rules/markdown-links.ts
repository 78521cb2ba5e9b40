/** Blanks fenced code blocks (``` or ~~~) and inline code spans, keeping line numbers. */
function withoutCode(markdown: string): string {
  let fence: string | undefined;
  const lines = markdown.split('\n').map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker === undefined) return line;
      fence = marker;
      return '';
    }
    const closes =
      marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length &&
      line.trim() === marker;
    if (closes) fence = undefined;
    return '';
  });
  return lines.join('\n').replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** A link target found in a markdown file, and the line it starts on. */
export interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

const PATTERNS: readonly RegExp[] = [
  // [text](target "title") and ![alt](target), the text may span lines
  /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
  // [label]: target   (reference definitions)
  /^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)>?/gm,
  // <a href="target">, <img src="target">
  /<(?:a|img|source)\b[^>]*?\b(?:href|src)\s*=\s*["']([^"']*)["']/gi,
];

/** Every link and image target in `markdown` outside code, in source order. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const links: { target: string; index: number }[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const target = match[1];
      if (target !== undefined) links.push({ target, index: match.index });
    }
  }
  return links
    .sort((a, b) => a.index - b.index)
    .map(({ target, index }) => ({ target, line: text.slice(0, index).split('\n').length }));
}
