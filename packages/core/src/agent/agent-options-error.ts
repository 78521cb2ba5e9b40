import type { OptionIssue } from '../contract/option-issue.js';
import { ProcessorOptionsError } from '../errors/processor-options-error.js';

const MARKER = Symbol.for('sluice.error.AgentOptionsError');

/**
 * `new Agent(options)` or the options of `agent.generate()` / `agent.stream()` are invalid: an
 * unknown key (the issue names the nearest valid key, e.g. `maxStep` → `maxSteps`) or a value of
 * the wrong type. Code `AGENT_OPTIONS_INVALID`. A `ProcessorOptionsError` whose `processorName` is
 * `Agent` or `agent.generate/stream`; like it, the message never quotes a value that was given.
 */
export class AgentOptionsError extends ProcessorOptionsError {
  private readonly [MARKER] = true;

  constructor(where: 'Agent' | 'agent.generate/stream', issues: readonly OptionIssue[]) {
    super(where, issues, { code: 'AGENT_OPTIONS_INVALID' });
    this.name = 'AgentOptionsError';
  }

  /** True when `error` is an `AgentOptionsError`, even from another copy of core. */
  static override isInstance(error: unknown): error is AgentOptionsError {
    return ProcessorOptionsError.hasMarker(error, MARKER);
  }
}
