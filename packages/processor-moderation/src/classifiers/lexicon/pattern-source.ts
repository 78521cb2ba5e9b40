import { SyntaxKind, type Node, type ParsedPattern } from 'obscenity';

/** Characters `obscenity` escapes in literal pattern text. */
const SPECIAL = new Set(['[', '.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '\\', ']']);

/**
 * The regular expression source (flag `s`) of one `obscenity` pattern, written exactly as its
 * `RegExpMatcher` writes it (obscenity 0.4.6, `compilePatternToRegExp`), for the profanity screen.
 */
export function patternSource(pattern: ParsedPattern): string {
  let source = pattern.requireWordBoundaryAtStart ? '\\b' : '';
  for (const node of pattern.nodes) source += nodeSource(node);
  return pattern.requireWordBoundaryAtEnd ? `${source}\\b` : source;
}

function nodeSource(node: Node): string {
  switch (node.kind) {
    case SyntaxKind.Literal: {
      let text = '';
      for (const char of node.chars) {
        const literal = String.fromCodePoint(char);
        text += SPECIAL.has(literal) ? `\\${literal}` : literal;
      }
      return text;
    }
    case SyntaxKind.Optional:
      return `(?:${nodeSource(node.childNode)})?`;
    case SyntaxKind.Wildcard:
      return '.';
  }
}
