export { Agent } from './agent.js';
export type { AgentOptions, AgentCallOptions, ProcessorList } from './agent-options.js';
