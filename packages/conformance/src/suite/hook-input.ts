import fc from 'fast-check';
import {
  MessageList,
  type CachedLLMStepChunk,
  type Processor,
  type ProcessorHookName,
  type SluiceLanguageModel,
  type StoredMessage,
} from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { providerError } from '../model/provider-error.js';
import { stepResult } from './step-result.js';

/** The inputs one message-phase hook invocation is generated from. */
export interface HookInput {
  /** Conversation turns: role and text. */
  turns: { role: 'user' | 'assistant'; text: string }[];
  /** Text of the model response for the output-side hooks. */
  response: string;
  retryCount: number;
  /** HTTP status of the provider error for `processAPIError`. */
  statusCode: number;
}

const unusual = fc.constantFrom('', ' ', '👩‍👩‍👧‍👦', 'e\u0301', 'مرحبا', '\u0000', '\ud800', 'a@b.co 555-0100');

/** fast-check arbitrary of hook inputs: empty, short, unicode and odd texts, 0-4 turns. */
export function hookInputArbitrary(texts: readonly string[]): fc.Arbitrary<HookInput> {
  const text = fc.oneof(fc.constantFrom(...(texts.length > 0 ? texts : ['hello'])), fc.string({ unit: 'grapheme', maxLength: 40 }), unusual);
  return fc.record({
    turns: fc.array(fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), text }), { maxLength: 4 }),
    response: text,
    retryCount: fc.integer({ min: 0, max: 3 }),
    statusCode: fc.constantFrom(400, 401, 404, 413, 429, 500, 503),
  });
}

/** The hooks driven through a runner phase with a `MessageList`. */
export const MESSAGE_HOOKS = [
  'processInput',
  'processInputStep',
  'processLLMRequest',
  'processAPIError',
  'processLLMResponse',
  'processOutputStep',
  'processToolResult',
  'processOutputResult',
] as const satisfies readonly ProcessorHookName[];

/** One of `MESSAGE_HOOKS`. */
export type MessageHookName = (typeof MESSAGE_HOOKS)[number];

/** A message list holding `input`'s conversation (as input) and, for output hooks, the response. */
export function buildMessageList(input: HookInput, hook: MessageHookName): MessageList {
  const list = new MessageList();
  list.addSystem('You are a helpful assistant.');
  const turns = input.turns.length > 0 ? input.turns : [{ role: 'user' as const, text: '' }];
  list.add(
    turns.map(
      (turn, i): StoredMessage => ({
        id: `input-${i}`,
        role: turn.role,
        createdAt: new Date(i),
        content: { format: 2, parts: [{ type: 'text', text: turn.text }] },
      }),
    ),
    'input',
  );
  if (hook === 'processOutputStep' || hook === 'processOutputResult' || hook === 'processToolResult') {
    const parts: StoredMessage['content']['parts'] = [{ type: 'text', text: input.response }];
    if (hook === 'processToolResult') {
      parts.push({
        type: 'tool-invocation',
        toolInvocation: { state: 'result', toolCallId: 'call-conformance', toolName: 'lookup', args: { q: input.response }, result: { answer: input.response } },
      });
    }
    list.add(
      [{ id: 'response-conformance', role: 'assistant', createdAt: new Date(0), content: { format: 2, parts } }],
      'response',
    );
  }
  return list;
}

/**
 * Runs `hook` of `processor` for `input` through core's runner phase (the Agent's executor), which
 * validates the result and applies it to the list. Returns the runner for inspection.
 */
export async function runMessageHook(
  processor: Processor,
  hook: MessageHookName,
  input: HookInput,
  model: SluiceLanguageModel,
  messageList: MessageList = buildMessageList(input, hook),
): Promise<ProcessorRunner> {
  return (await runMessageHookWithResult(processor, hook, input, model, messageList)).runner;
}

/** The observable outcome of one message-hook run: the list's content and the phase's result. */
export interface MessageHookOutcome {
  runner: ProcessorRunner;
  /** The phase method's return value (prompt or response, retry flag, tool result...). */
  result: unknown;
  /** Roles and parts of every message after the phase (ids and dates left out). */
  messages: { role: string; parts: unknown[] }[];
  /** Every system message after the phase. */
  system: unknown[];
}

/** Like `runMessageHook`, returning what the phase produced for comparisons between runs. */
export async function runMessageHookWithResult(
  processor: Processor,
  hook: MessageHookName,
  input: HookInput,
  model: SluiceLanguageModel,
  messageList: MessageList = buildMessageList(input, hook),
): Promise<MessageHookOutcome> {
  let result: unknown;
  const runner = new ProcessorRunner({ runId: 'run-conformance' });
  runner.retryCount = input.retryCount;
  runner.register([processor]);
  const list = [processor];
  const steps = [stepResult(0, input.response)];
  const usage = { inputTokens: 10, outputTokens: 5, totalTokens: 15 };
  switch (hook) {
    case 'processInput':
      await runner.processInput(list, { messageList });
      break;
    case 'processInputStep':
      result = await runner.processInputStep(list, {
        messageList,
        stepNumber: 0,
        steps: [],
        settings: { model, toolChoice: undefined, activeTools: undefined, tools: {}, providerOptions: undefined, modelSettings: {}, structuredOutput: undefined },
      });
      break;
    case 'processLLMRequest':
      result = await runner.processLLMRequest(list, {
        prompt: messageList.get.all.prompt(),
        model,
        stepNumber: 0,
        steps: [],
        messageList,
        callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
      });
      break;
    case 'processAPIError':
      result = await runner.processAPIError(list, {
        error: providerError({ statusCode: input.statusCode, body: { error: { message: input.response } } }),
        messageList,
        stepNumber: 0,
        steps: [],
        model,
      });
      break;
    case 'processLLMResponse': {
      const chunks: CachedLLMStepChunk[] = [
        { type: 'text-start', payload: { id: 't0' } },
        { type: 'text-delta', payload: { id: 't0', text: input.response } },
        { type: 'text-end', payload: { id: 't0' } },
      ];
      await runner.processLLMResponse(list, {
        chunks,
        model,
        stepNumber: 0,
        steps,
        fromCache: false,
        warnings: [],
        request: {},
        rawResponse: {},
        messageList,
        stepOutcome: Promise.resolve('accepted'),
      });
      break;
    }
    case 'processOutputStep':
      await runner.processOutputStep(list, {
        messageList,
        stepNumber: 0,
        finishReason: 'stop',
        providerMetadata: undefined,
        toolCalls: [],
        text: input.response,
        usage,
        steps,
      });
      break;
    case 'processToolResult':
      result = await runner.processToolResult(list, {
        messageList,
        stepNumber: 0,
        toolName: 'lookup',
        toolCallId: 'call-conformance',
        args: { q: input.response },
        result: { answer: input.response },
        providerExecuted: undefined,
        steps,
      });
      break;
    case 'processOutputResult':
      await runner.processOutputResult(list, {
        messageList,
        result: { text: input.response, usage, finishReason: 'stop', steps },
      });
      break;
  }
  const messages = messageList.get.all.db().map((m) => ({ role: m.role, parts: m.content.parts }));
  return { runner, result: stripModel(result), messages, system: messageList.getAllSystemMessages() };
}

function stripModel(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('model' in value)) return value;
  const { model: _model, ...rest } = value as Record<string, unknown>;
  return rest;
}
