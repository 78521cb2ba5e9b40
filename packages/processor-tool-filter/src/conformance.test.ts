import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ToolCallFilter } from './tool-call-filter.js';

processorSuite({
  describe,
  it,
  create: () => new ToolCallFilter({ filterAfterToolSteps: 1, summarize: true }),
  createWithOptions: (options) => new ToolCallFilter(options),
  packageJson,
});
