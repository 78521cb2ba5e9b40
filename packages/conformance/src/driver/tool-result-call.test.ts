import { replaceToolResult } from '@sluice/core';
import { expect, it } from 'vitest';
import { toolResultCall } from './tool-result-call.js';

it('toolResultCall() records every result written back, in order', () => {
  const { args, updates } = toolResultCall({ owner: 'bob' }, { toolName: 'crm', toolCallId: 'c7' });
  expect(args).toMatchObject({ toolName: 'crm', toolCallId: 'c7', result: { owner: 'bob' }, stepNumber: 0 });
  replaceToolResult(args, '[first]');
  replaceToolResult(args, '[second]');
  expect(updates).toEqual(['[first]', '[second]']);
});

it('toolResultCall() builds a failed call with { isError: true }, and a successful one by default', () => {
  expect(toolResultCall('no account for bob', { isError: true }).args).toMatchObject({ result: 'no account for bob', isError: true });
  expect(toolResultCall('ok').args.isError).toBe(false);
});
