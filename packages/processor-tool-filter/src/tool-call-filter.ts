import { parseProcessorOptions, type ModelPrompt, type ProcessLLMRequestArgs, type Processor } from '@sluice/core';
import { filterPrompt, type FilterResult, type FilterSettings } from './filter-prompt.js';
import { toolCallFilterOptionsSchema, type ResolvedToolCallFilterOptions, type ToolCallFilterOptions } from './options.js';
import { summarizeToolCall } from './summarize.js';
import { ToolFilterOptionsError } from './tool-filter-options-error.js';

/**
 * Removes old tool call / result pairs from each model call's prompt, through `processLLMRequest`:
 * the change applies to that call only and is never stored, so memory keeps the whole history.
 * Remove every tool's pairs or only some tools' (`exclude`); from earlier turns only (default), or
 * all but the last N tool steps (`filterAfterToolSteps`), which also shortens a long tool loop.
 * A call and its result always go together, and messages left empty are dropped; `summarize`
 * keeps a one-line note of each removed result.
 *
 * To cut a prompt to a token budget instead, use `TokenLimiter` (`@sluice/processor-token-limit`).
 *
 * @example
 * const agent = new Agent({
 *   id: 'researcher',
 *   model,
 *   tools,
 *   inputProcessors: [new ToolCallFilter({ filterAfterToolSteps: 3, summarize: true })],
 * });
 */
export class ToolCallFilter implements Processor {
  readonly id: string;
  readonly name = 'Tool call filter';
  readonly description = 'Removes old tool call/result pairs from each prompt, for that call only.';
  /** From the `failOpen` option: when true, a throwing hook is skipped instead of failing the run. */
  readonly failOpen: boolean;
  readonly #settings: FilterSettings;

  /** @throws ToolFilterOptionsError for invalid options, an unknown key included. */
  constructor(options: ToolCallFilterOptions = {}) {
    const resolved: ResolvedToolCallFilterOptions = parseProcessorOptions(
      toolCallFilterOptionsSchema,
      options,
      (issues) => new ToolFilterOptionsError(issues),
    );
    this.id = resolved.id;
    this.failOpen = resolved.failOpen;
    const summarize = resolved.summarize;
    this.#settings = {
      exclude: resolved.exclude === undefined ? undefined : new Set(resolved.exclude),
      keepLastToolSteps: resolved.filterAfterToolSteps,
      summarize: summarize === true ? summarizeToolCall : summarize === false ? undefined : summarize,
    };
  }

  /** Applies this filter to `prompt` (not changed) and returns the new prompt and what was removed. */
  filter(prompt: ModelPrompt): FilterResult {
    return filterPrompt(prompt, this.#settings);
  }

  /** Each model call: returns the filtered prompt for this call only, or nothing when nothing is removed. */
  processLLMRequest(args: ProcessLLMRequestArgs): { prompt: ModelPrompt } | undefined {
    const { prompt, removed } = this.filter(args.prompt);
    return removed.length === 0 ? undefined : { prompt };
  }
}
