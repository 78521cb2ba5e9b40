export { Agent } from './agent.js';
export type { AgentOptions, AgentCallOptions, ProcessorList, StopCondition } from './agent-options.js';
export { AgentOptionsError } from './agent-options-error.js';
