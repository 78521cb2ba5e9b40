import type { StopCondition as AiStopCondition, ToolSet as AiToolSet } from 'ai';

/**
 * An AI SDK stop condition (`stepCountIs(n)`, `hasToolCall(name)` or your own function of
 * `{ steps }`), checked after every step that would continue. The steps it receives are Sluice's
 * `StepResult`s: `length`, `text`, `finishReason`, `usage` and `toolCalls[].toolName` read as in the AI
 * SDK (a tool call's input is `args`).
 */
export type StopCondition = AiStopCondition<AiToolSet>;
