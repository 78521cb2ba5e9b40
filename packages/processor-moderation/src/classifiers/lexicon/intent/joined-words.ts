/**
 * A token that is two or three known words run together (`blackpeople`, `ihatemuslims`), split
 * back into them, or undefined. Only tokens of `MIN` to `MAX` letters are tried (a bounded cost per
 * token: linear in the text); every part must be a known word of two letters or more (or `i`), and
 * some part must satisfy `anchor` (a group word), so ordinary words are not taken apart.
 */
export function splitJoined(token: string, known: (word: string) => boolean, anchor: (word: string) => boolean): string[] | undefined {
  if (token.length < MIN || token.length > MAX) return undefined;
  for (let first = 1; first < token.length - 1; first++) {
    const head = token.slice(0, first);
    if (!part(head, known)) continue;
    const rest = token.slice(first);
    if (part(rest, known) && (anchor(head) || anchor(rest))) return [head, rest];
    for (let second = 2; second < rest.length - 1; second++) {
      const middle = rest.slice(0, second);
      const tail = rest.slice(second);
      if (part(middle, known) && part(tail, known) && (anchor(head) || anchor(middle) || anchor(tail))) return [head, middle, tail];
    }
  }
  return undefined;
}

const MIN = 4;
const MAX = 30;

function part(word: string, known: (word: string) => boolean): boolean {
  return (word.length >= 2 || word === 'i') && known(word);
}
