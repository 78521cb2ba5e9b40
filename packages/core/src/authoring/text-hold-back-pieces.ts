/** A part of released text and the index of the block (in a joined text) it goes to. */
export type ReleasedPiece = [block: number, text: string];

/**
 * Maps text released for a joined text back to its blocks. `lengths` are the pending lengths of
 * the blocks, in order; `consumed` the original characters the decision consumed (a prefix of
 * their concatenation) and `text` what replaces them. Unchanged text goes to the block each
 * character came from; the changed middle (after the longest common prefix and before the longest
 * common suffix of `consumed` and `text`) goes to the block where the change starts. Pieces come
 * in block order, one per block (what goes to one block is one piece, so one delta); empty ones are
 * left out. @internal
 */
export function releasedPieces(lengths: readonly number[], consumed: string, text: string): ReleasedPiece[] {
  const pieces: ReleasedPiece[] = [];
  if (text === consumed) {
    pushOriginal(pieces, lengths, consumed, 0, consumed.length);
    return pieces;
  }
  const max = Math.min(consumed.length, text.length);
  let prefix = 0;
  while (prefix < max && consumed.charCodeAt(prefix) === text.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    consumed.charCodeAt(consumed.length - 1 - suffix) === text.charCodeAt(text.length - 1 - suffix)
  ) {
    suffix++;
  }
  pushOriginal(pieces, lengths, consumed, 0, prefix);
  const middle = text.slice(prefix, text.length - suffix);
  // The block holding the first changed character (or the last consumed one, for an insertion at the end).
  if (middle !== '') push(pieces, blockAt(lengths, prefix < consumed.length ? prefix : Math.max(0, prefix - 1)), middle);
  pushOriginal(pieces, lengths, consumed, consumed.length - suffix, consumed.length);
  return pieces;
}

/** Pushes `consumed[from, to)` split at the block boundaries. */
function pushOriginal(pieces: ReleasedPiece[], lengths: readonly number[], consumed: string, from: number, to: number): void {
  let offset = 0;
  for (let block = 0; block < lengths.length && offset < to; block++) {
    const end = offset + (lengths[block] ?? 0);
    const start = Math.max(from, offset);
    const stop = Math.min(to, end);
    if (stop > start) push(pieces, block, consumed.slice(start, stop));
    offset = end;
  }
}

/** Appends `text` for `block`, extending the last piece when it goes to the same block. */
function push(pieces: ReleasedPiece[], block: number, text: string): void {
  const last = pieces.at(-1);
  if (last !== undefined && last[0] === block) last[1] += text;
  else pieces.push([block, text]);
}

/** The index of the block holding character `offset` (the last block past the end). */
function blockAt(lengths: readonly number[], offset: number): number {
  let end = 0;
  for (let block = 0; block < lengths.length; block++) {
    end += lengths[block] ?? 0;
    if (offset < end) return block;
  }
  return Math.max(0, lengths.length - 1);
}
