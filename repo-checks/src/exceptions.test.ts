import { describe, expect, it } from 'vitest';
import { applyExceptions, type HygieneException } from './exceptions.js';
import type { Finding } from './finding.js';

const finding = (subject: string): Finding => ({
  package: 'p',
  rule: 'no-workspace-text',
  subject,
  message: 'contains "workspace:"',
});

describe('applyExceptions', () => {
  const exception: HygieneException = {
    package: 'p',
    rule: 'no-workspace-text',
    subject: /^dist\//,
    reason: 'the bundle implements the workspace: protocol',
  };

  it('excuses only the matching subjects of the same package and rule', () => {
    const outcome = applyExceptions('p', 'no-workspace-text', [finding('dist/a.js'), finding('README.md')], [
      exception,
      { ...exception, package: 'other', subject: /README/ },
    ]);
    expect(outcome.excused.map((f) => f.subject)).toEqual(['dist/a.js']);
    expect(outcome.failures.map((f) => f.subject)).toEqual(['README.md']);
    expect(outcome.stale).toEqual([]);
  });

  it('reports an exception that excuses nothing as stale', () => {
    const outcome = applyExceptions('p', 'no-workspace-text', [], [exception]);
    expect(outcome.stale).toEqual([exception]);
  });

  it('never lets an exception without a reason excuse anything', () => {
    const outcome = applyExceptions('p', 'no-workspace-text', [finding('dist/a.js')], [
      { ...exception, reason: '  ' },
    ]);
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.stale).toHaveLength(1);
  });
});
