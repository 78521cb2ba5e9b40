import type { SystemMessage } from '../messages/system-message.js';
import { abortReason } from '../errors/to-error.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { TripWire } from '../processors/trip-wire.js';
import { callModel, retryMarker } from './call-model.js';
import type { RunContext } from './run-context.js';
import { runTools } from './run-tools.js';
import { shouldStop } from './should-stop.js';
import type { StepAccumulator } from './step-accumulator.js';
import { addResponseData } from './add-response-data.js';

/** What the loop does after a step. */
export type StepNext = 'retry' | 'continue' | 'stop';

/**
 * Runs one step in the order of DESIGN 3.4: reset system messages, processInputStep, prepareStep,
 * prompt conversion and processLLMRequest, the model call with processOutputStream per chunk,
 * processLLMResponse, the step's content into the list, processOutputStep, tools (in parallel) with
 * processToolResult, the stop rules (`maxSteps`, `stopWhen`) and `step-finish`. A processor
 * `abort(reason, { retry: true })` in the stream (the step's `step-finish` and tools' data chunks
 * included), output-step or tool-result phase retries the step while retries remain.
 */
export async function runStep(ctx: RunContext, stepNumber: number): Promise<StepNext> {
  const { runner, messageList, options } = ctx;
  runner.stepNumber = stepNumber;
  ctx.phase = 'step-input';
  if (ctx.initialSystem !== undefined) messageList.restoreSystemMessages(ctx.initialSystem, { only: 'untagged' });
  const mark = messageList.markResponse();
  ctx.stepMark = mark;
  const stepsBefore = ctx.steps.length;
  ctx.stepStart = stepsBefore;
  let settings = await runner.processInputStep(options.inputProcessors, {
    messageList,
    stepNumber,
    steps: ctx.steps,
    settings: baseSettings(ctx),
    resolveModel: options.resolveModel,
  });
  settings = await applyPrepareStep(ctx, settings, stepNumber);
  ctx.lastSettings = settings;
  const outcome = ctx.stepOutcome();
  let step: StepAccumulator | undefined;
  try {
    const call = await callModel(ctx, settings, stepNumber);
    step = ctx.step;
    if (step === undefined) throw new Error('internal: no step accumulator');
    const stepResult = step.toStepResult();
    ctx.steps.push(stepResult);
    await runner.processLLMResponse(options.inputProcessors, {
      chunks: call.chunks,
      model: settings.model,
      stepNumber,
      steps: ctx.steps,
      fromCache: call.fromCache,
      warnings: step.warnings,
      request: call.request,
      rawResponse: call.rawResponse,
      messageList,
      stepOutcome: outcome.promise,
    });
    addStepContent(ctx, step);
    const dataInList = step.dataParts.length;
    ctx.retryHook = 'processOutputStep';
    await runner.processOutputStep(options.outputProcessors, {
      messageList,
      stepNumber,
      finishReason: step.finishReason,
      providerMetadata: step.providerMetadata,
      toolCalls: step.toolCalls,
      text: step.text,
      usage: step.usage,
      steps: ctx.steps,
    });
    ctx.retryHook = undefined;
    const tools = await runTools(ctx, step, settings);
    const more =
      tools.executed > 0 && !tools.clientCalls && stepNumber + 1 < options.maxSteps && !(await shouldStop(options.stopWhen, ctx.steps));
    ctx.retryHook = 'processOutputStream';
    await ctx.push(
      ctx.chunk('step-finish', {
        stepNumber,
        stepResult: { reason: step.finishReason, isContinued: more, warnings: step.warnings },
        output: { text: step.text, toolCalls: step.toolCalls, usage: step.usage },
      }),
    );
    ctx.retryHook = undefined;
    addLateData(ctx, step, dataInList);
    ctx.step = undefined;
    ctx.lastStep = { stepNumber, mark, settle: outcome.settle, accumulator: step };
    return more ? 'continue' : 'stop';
  } catch (error) {
    const retryHook = ctx.retryHook;
    ctx.retryHook = undefined;
    if (ctx.signal.aborted) throw abortReason(ctx.signal);
    if (!TripWire.isInstance(error) || !error.retry || retryHook === undefined) throw error;
    ctx.takeRetry(error, retryHook);
    messageList.rollbackResponse(mark);
    ctx.steps.length = stepsBefore;
    ctx.addRetryFeedback(error.reason);
    outcome.settle('retried');
    const current = step ?? ctx.step;
    ctx.step = undefined;
    if (current !== undefined) ctx.emit(retryMarker(ctx, current));
    return 'retry';
  }
}

/**
 * Rejects the run's last accepted step after an abort with `retry` on the final `finish` chunk:
 * its messages leave the list, its result leaves `steps`, the client gets the step's retry
 * marker, and the model gets the feedback. Returns the step number to run again.
 * @throws the TripWire when `maxProcessorRetries` is reached (the run blocks).
 */
export function retryLastStep(ctx: RunContext, error: TripWire): number {
  const last = ctx.lastStep;
  if (last === undefined) throw error;
  ctx.takeRetry(error, 'processOutputStream');
  ctx.messageList.rollbackResponse(last.mark);
  ctx.steps.length = Math.max(0, ctx.steps.length - 1);
  ctx.addRetryFeedback(error.reason);
  last.settle('retried');
  ctx.lastStep = undefined;
  ctx.emit(retryMarker(ctx, last.accumulator));
  return last.stepNumber;
}

function baseSettings(ctx: RunContext): StepSettings {
  const o = ctx.options;
  return {
    model: o.model,
    toolChoice: o.toolChoice,
    activeTools: o.activeTools,
    tools: o.tools,
    providerOptions: o.providerOptions,
    modelSettings: o.modelSettings,
    structuredOutput: o.structuredOutput,
  };
}

async function applyPrepareStep(ctx: RunContext, settings: StepSettings, stepNumber: number): Promise<StepSettings> {
  const prepare = ctx.options.prepareStep;
  if (prepare === undefined) return settings;
  const result = await prepare({
    stepNumber,
    steps: ctx.steps,
    model: settings.model,
    messageList: ctx.messageList,
    requestContext: ctx.options.requestContext,
    toolChoice: settings.toolChoice,
    activeTools: settings.activeTools,
  });
  if (result === undefined) return settings;
  const next = { ...settings };
  if (result.model !== undefined) next.model = ctx.options.resolveModel(result.model);
  if (result.toolChoice !== undefined) next.toolChoice = result.toolChoice;
  if (result.activeTools !== undefined) next.activeTools = result.activeTools;
  if (result.tools !== undefined) next.tools = result.tools;
  if (result.providerOptions !== undefined) next.providerOptions = result.providerOptions;
  if (result.modelSettings !== undefined) next.modelSettings = result.modelSettings;
  if (result.structuredOutput !== undefined) next.structuredOutput = result.structuredOutput;
  if (result.system !== undefined) {
    const system: SystemMessage[] =
      typeof result.system === 'string' ? [{ role: 'system', content: result.system }] : result.system;
    ctx.messageList.replaceAllSystemMessages(system);
  }
  return next;
}

/**
 * Adds the data parts written after the step's content joined the list (by processOutputStep,
 * processToolResult, the tools' writers, or on `step-finish`): without this they reached the
 * client but neither the result's response nor memory.
 */
function addLateData(ctx: RunContext, step: StepAccumulator, from: number): void {
  const late = step.dataParts.slice(from);
  if (late.length > 0) addResponseData(ctx.messageList, late);
}

/** Adds the step's assistant content (and data parts) to the response. */
function addStepContent(ctx: RunContext, step: StepAccumulator): void {
  if (step.content.length > 0) {
    ctx.messageList.add({ role: 'assistant', content: step.content }, 'response');
  }
  if (step.dataParts.length > 0) {
    addResponseData(ctx.messageList, step.dataParts);
  }
}
