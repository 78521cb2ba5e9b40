import type { MaybePromise } from '../processors/processor.js';

/** Which streamed text a `TextHoldBack` buffers: `text-*` chunks, `reasoning-*` chunks, or both. */
export type TextChannel = 'text' | 'reasoning';

/** What `decide` sees for one text block (one id of one channel). */
export interface TextHoldBackInput {
  /** Original text received for this block and not yet released. */
  pending: string;
  /** Up to `contextChars` characters of original text released just before `pending` (lookbehind). */
  before: string;
  /** How many original characters of this text were released (consumed) before `pending`. */
  released: number;
  /**
   * True when the block ends (its `*-end` chunk, or a flush trigger such as `finish`): every pending
   * character is consumed whatever `decide` returns, and only the replacement text is used.
   */
  final: boolean;
  /**
   * The block's id. When consecutive blocks are joined (`joinBlocks`), the id of the first block of
   * the joined text: it stays the same for every call about that text.
   */
  id: string;
  /** The block's channel. */
  channel: TextChannel;
}

/**
 * What to do with the pending text: a number `n` releases its first `n` characters unchanged;
 * `{ consume, text }` consumes the first `consume` characters and emits `text` instead (default:
 * those characters unchanged). `text: ''` drops them. Whatever is not consumed stays pending.
 */
export type TextHoldBackDecision = number | { consume: number; text?: string };

/** Decides how much pending text is safe to release, and what to release in its place. */
export type TextHoldBackDecide<TState extends object = Record<string, unknown>> = (
  input: TextHoldBackInput,
  state: TState,
) => MaybePromise<TextHoldBackDecision>;

/** Options of a `TextHoldBack`. */
export interface TextHoldBackOptions<TState extends object = Record<string, unknown>> {
  /** Called after each delta, and once with `final: true` when the block ends. */
  decide: TextHoldBackDecide<TState>;
  /**
   * Pending characters below which `decide` is not asked after a delta, because it would hold
   * everything back: a number, or a function of how many characters the text has released (what
   * `decide` sees as `released`). For a processor that releases text in batches, it saves a
   * `decide` call and its input object per delta. `decide` still sees every text's end
   * (`final: true`); consecutive blocks joined into one text are always asked.
   * @default 0 (asked after every delta)
   */
  minPending?: number | ((released: number) => number);
  /** Key under which the buffers live in the processor's `state`. @default 'sluice.textHoldBack' */
  stateKey?: string;
  /** How many released original characters to keep as lookbehind in `before`. @default 0 */
  contextChars?: number;
  /** Channels to buffer; other text passes through untouched. @default ['text'] */
  channels?: readonly TextChannel[];
  /**
   * Channels whose consecutive blocks are judged as one text, as a UI shows them: when a block
   * ends and the next chunk starts another block of the same channel, the second block's text is
   * appended to what is still pending of the first (a word, an email or a term split across
   * `text-end id:a` / `text-start id:b` is seen whole). Released text goes back to the block each
   * character came from (a replacement that spans blocks goes to the block where the change
   * starts), and each block's `*-end` (and the next `*-start`) is held until the block's text is
   * released. Any other chunk, or a `flushOn` chunk such as core's `model-response-end`, ends the
   * join. `[]` judges each block alone, released at its own `*-end`.
   * @default ['text']
   */
  joinBlocks?: readonly TextChannel[];
  /**
   * Chunk types that release every pending block first (emitted before the chunk itself). A
   * block's own `*-end` chunk releases it unless its channel joins blocks (`joinBlocks`).
   * @default ['model-response-end', 'step-finish', 'finish', 'error', 'abort', 'tripwire']
   */
  flushOn?: readonly string[];
}
