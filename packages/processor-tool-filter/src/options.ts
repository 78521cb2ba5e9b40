import { z } from 'zod';

/** What the summary function receives about one removed tool call and its result. */
export interface RemovedToolCall {
  toolCallId: string;
  toolName: string;
  /** The call's input. */
  input: unknown;
  /** The result's output (`{ type: 'json', value }`, `{ type: 'text', value }`, ...), if the prompt held it. */
  output: unknown;
}

/**
 * Schema of `ToolCallFilter` options. Names follow Mastra's `ToolCallFilter` (`exclude`,
 * `filterAfterToolSteps`). Unknown keys are rejected by core's `parseProcessorOptions`.
 */
export const toolCallFilterOptionsSchema = z
  .object({
    /** Processor id. @default 'tool-call-filter' */
    id: z.string().min(1).default('tool-call-filter'),
    /** Names of the tools whose calls are removed; absent: every tool. @default every tool */
    exclude: z.array(z.string().min(1)).optional(),
    /**
     * Keep the last N tool steps (model steps that called tools) and remove the older ones, in
     * this turn too. Absent: remove the tool steps of earlier turns only, keeping this turn's (the
     * loop needs its own results). `0` removes every tool step, this turn's included.
     * @default undefined (earlier turns only)
     */
    filterAfterToolSteps: z.number().int().min(0).optional(),
    /**
     * Keep a one-line note in place of each removed pair: `true` for the built-in
     * `[tool name(input) -> result]` line (at most 200 characters), or your own function. @default false
     */
    summarize: z.union([z.boolean(), z.custom<(removed: RemovedToolCall) => string>((v) => typeof v === 'function', 'a function')]).default(false),
    /** Skip this processor (with a warning) instead of failing the run when its hook throws. @default false */
    failOpen: z.boolean().default(false),
  })
  .strict();

/** Options accepted by `new ToolCallFilter(options)`. */
export type ToolCallFilterOptions = z.input<typeof toolCallFilterOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedToolCallFilterOptions = z.output<typeof toolCallFilterOptionsSchema>;
