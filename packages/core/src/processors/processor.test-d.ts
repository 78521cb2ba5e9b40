import { describe, expectTypeOf, it } from 'vitest';
import type { ChunkType } from '../contract/chunk-type.js';
import type { ProcessInputArgs } from './hooks/process-input.js';
import type { ProcessOutputStreamArgs } from './hooks/process-output-stream.js';
import type { ErrorProcessor, InputProcessor, OutputProcessor, Processor } from './processor.js';

class InputOnly implements Processor {
  readonly id = 'input-only';
  processInput({ messages }: ProcessInputArgs) {
    return messages;
  }
}

class StreamOnly implements Processor {
  readonly id = 'stream-only';
  processOutputStream({ part }: ProcessOutputStreamArgs): ChunkType {
    return part;
  }
}

class ErrorHandler implements Processor {
  readonly id = 'error-handler';
  processAPIError() {
    return { retry: true };
  }
}

class NoHooks implements Processor {
  readonly id = 'no-hooks';
}

describe('processor aliases', () => {
  it('InputProcessor accepts a processor with an input hook', () => {
    expectTypeOf<InputOnly>().toExtend<InputProcessor>();
  });

  it('InputProcessor rejects processors without an input hook', () => {
    expectTypeOf<StreamOnly>().not.toExtend<InputProcessor>();
    expectTypeOf<NoHooks>().not.toExtend<InputProcessor>();
  });

  it('OutputProcessor accepts a stream processor and rejects an input-only one', () => {
    expectTypeOf<StreamOnly>().toExtend<OutputProcessor>();
    expectTypeOf<InputOnly>().not.toExtend<OutputProcessor>();
  });

  it('ErrorProcessor requires processAPIError', () => {
    expectTypeOf<ErrorHandler>().toExtend<ErrorProcessor>();
    expectTypeOf<InputOnly>().not.toExtend<ErrorProcessor>();
  });

  it('narrows chunks on type', () => {
    expectTypeOf<Extract<ChunkType, { type: 'text-delta' }>['payload']['text']>().toEqualTypeOf<string>();
    expectTypeOf<Extract<ChunkType, { type: 'tripwire' }>['payload']['processorId']>().toEqualTypeOf<string>();
  });
});
