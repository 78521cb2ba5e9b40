import * as core from '@sluice/core';
import { PIIDetector } from '@sluice/processor-pii';
import { describe, expect, it } from 'vitest';
import { missingAgent, runPlayground, type PlaygroundListener } from './run-playground';
import type { TraceEvent } from './trace-processor';

function listener(): PlaygroundListener & { chunks: string[]; trace: TraceEvent[] } {
  const chunks: string[] = [];
  const trace: TraceEvent[] = [];
  return { chunks, trace, onChunk: (_c, d) => chunks.push(d), onTrace: (e) => trace.push(e), onModelCall: () => undefined };
}

const email = 'jane.doe@example.com';

describe('runPlayground() with the real @sluice/core', () => {
  it('finds the Agent', () => {
    expect(missingAgent(core)).toBeUndefined();
    expect(missingAgent({})).toMatch(/does not export Agent/);
  });

  it('streams the scripted reply chunk by chunk when no processor is selected', async () => {
    const l = listener();
    const outcome = await runPlayground({ core, processors: [], message: `mail ${email}`, delayMs: 0, listener: l });
    expect(outcome.text).toBe(`Here is what I received: "mail ${email}". Thanks, I will follow up there shortly.`);
    expect(l.chunks.filter((c) => c.startsWith('text-delta')).length).toBeGreaterThan(5);
  });

  it('redacts an email with the PII detector and traces its hooks', async () => {
    const l = listener();
    const processors = [{ instance: new PIIDetector({}), hooks: ['processInput', 'processOutputStream', 'processToolResult', 'processOutputResult'] }];
    const outcome = await runPlayground({ core, processors, message: `mail ${email} please`, delayMs: 0, listener: l });
    expect(outcome.error).toBeUndefined();
    expect(outcome.text).toContain('Here is what I received');
    expect(outcome.text).not.toContain(email);
    expect(l.trace.some((e) => e.processorId === 'pii-detector' && e.hook === 'processInput')).toBe(true);
  });
});
