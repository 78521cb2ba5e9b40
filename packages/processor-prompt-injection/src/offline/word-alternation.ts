/**
 * The alternation of `words` as a prefix tree: `ignore|ignoring|disregard` becomes
 * `(?:ignor(?:e|ing)|disregard)`. It matches the same strings as the flat alternation, but the
 * regular-expression engine tries each shared prefix once instead of once per word, which matters
 * for lexicons of dozens of words tried at every word of a text. `l` is written `[li]`, since
 * normalization reads `1` as `i`. Words may hold regular-expression escapes (`\\.env`), read as one
 * character.
 */
export function wordAlternation(words: readonly string[]): string {
  const root: TrieNode = { end: false, children: new Map() };
  for (const word of words) {
    let node = root;
    for (const unit of units(word)) {
      let child = node.children.get(unit);
      if (child === undefined) {
        child = { end: false, children: new Map() };
        node.children.set(unit, child);
      }
      node = child;
    }
    node.end = true;
  }
  return `(?:${emit(root)})`;
}

interface TrieNode {
  end: boolean;
  children: Map<string, TrieNode>;
}

/** Characters of `word`, an escape (`\\.`) counting as one. */
function units(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '\\' && i + 1 < word.length) {
      out.push(word.slice(i, i + 2));
      i++;
    } else {
      out.push(word[i] as string);
    }
  }
  return out;
}

function unitSource(unit: string): string {
  return unit === 'l' ? '[li]' : unit;
}

function emit(node: TrieNode): string {
  const branches = [...node.children].map(([unit, child]) => unitSource(unit) + emit(child));
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
  if (!node.end) return body;
  return `(?:${body})?`;
}
