/** Options for importing a workspace markdown file into the site. */
export interface ImportMarkdownOptions {
  /** Maps a relative link target (as written, without its #fragment) to a site link, or undefined. */
  resolveLink: (target: string) => string | undefined;
  /** Called for every relative link that could not be mapped (the link text is kept, unlinked). */
  onUnresolved?: (target: string) => void;
  /** Remove the first level-1 heading (the page supplies its own title). @default false */
  dropTitle?: boolean;
  /** Add this many levels to every heading. @default 0 */
  demote?: number;
  /**
   * The file is untrusted input (a third-party README): no raw HTML tag is kept (every `<` is
   * escaped), and reference definitions other than http(s), mailto and #anchors are dropped.
   * @default false
   */
  untrusted?: boolean;
}

const allowedTags = /^<\/?(details|summary|br|kbd|sup|sub)\b[^>]*>/i;

function escapeProse(text: string, untrusted: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '<') {
      const tag = untrusted ? null : allowedTags.exec(text.slice(i));
      if (tag) {
        out += tag[0];
        i += tag[0].length - 1;
        continue;
      }
      out += '&lt;';
    } else if (ch === '{' && text[i + 1] === '{') {
      out += '{&#8203;';
    } else {
      out += ch;
    }
  }
  return out;
}

function rewriteLinks(text: string, options: ImportMarkdownOptions): string {
  return text.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)([^)]*)\)/g, (whole, bang: string, label: string, target: string, rest: string) => {
    if (/^(https?:|mailto:|#)/.test(target)) return whole;
    const hashAt = target.indexOf('#');
    const file = hashAt === -1 ? target : target.slice(0, hashAt);
    const fragment = hashAt === -1 ? '' : target.slice(hashAt);
    const mapped = options.resolveLink(file);
    if (mapped !== undefined) return `${bang}[${label}](${mapped}${fragment}${rest})`;
    options.onUnresolved?.(target);
    return label;
  });
}

function transformLine(line: string, options: ImportMarkdownOptions): string {
  // Split into code spans (kept verbatim apart from Vue interpolation) and prose.
  const pieces = line.split(/(`+[^`]*`+)/);
  return pieces
    .map((piece, index) => (index % 2 === 1 ? piece.replace(/\{\{/g, '{ {') : escapeProse(rewriteLinks(piece, options), options.untrusted === true)))
    .join('');
}

/**
 * Turns a workspace markdown file (a README, a core doc) into VitePress-safe markdown: HTML comments
 * removed, stray `<` and `{{` escaped outside code (so Vue's template compiler never sees them),
 * relative links mapped to site pages, headings optionally demoted. Fenced code is kept as is
 * (VitePress renders fences with v-pre).
 */
export function importMarkdown(source: string, options: ImportMarkdownOptions): string {
  const lines = source.replace(/\r\n/g, '\n').replace(/<!--[\s\S]*?-->/g, '').split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let droppedTitle = !options.dropTitle;
  for (const line of lines) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (fenceMatch?.[1]?.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      out.push(line);
      continue;
    }
    if (options.untrusted === true && /^\s{0,3}\[[^\]]+\]:\s*(?!https?:|mailto:|#)\S/i.test(line)) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      if (!droppedTitle && heading[1] === '#') {
        droppedTitle = true;
        continue;
      }
      const level = Math.min(6, heading[1].length + (options.demote ?? 0));
      out.push(`${'#'.repeat(level)} ${transformLine(heading[2], options)}`);
      continue;
    }
    out.push(transformLine(line, options));
  }
  return out.join('\n').trim() + '\n';
}
