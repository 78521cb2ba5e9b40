export { Agent } from './agent.js';
export type { AgentOptions, AgentCallOptions, ProcessorList } from './agent-options.js';
export type { StopCondition } from '../contract/stop-condition.js';
export { AgentOptionsError } from './agent-options-error.js';
