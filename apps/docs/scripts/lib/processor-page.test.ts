import { describe, expect, it } from 'vitest';
import type { CatalogProcessor } from './catalog-data.js';
import { renderProcessorPage } from './processor-page.js';

const processor: CatalogProcessor = {
  id: 'pii-detector',
  name: 'PII detector',
  hooks: ['processInput', 'processOutputStream'],
  category: 'redaction',
  source: 'workspace',
  packageName: '@sluice/processor-pii',
  version: '0.1.0',
  description: 'Redacts <PII>.',
  link: '/catalog/pii-detector',
  coreRange: '^0.1.0',
  className: 'PIIDetector',
  conformance: {
    status: 'pass',
    passed: 2,
    failed: 0,
    skipped: 1,
    p50Us: 0.8,
    p95Us: 2,
    kitVersion: '0.1.0',
    checks: [{ name: 'releases by finish', status: 'passed', concern: 'hold-back' }],
  },
  quality: { overall: { label: 'overall', precision: 0.995, recall: 0.9 }, byType: [{ label: 'EMAIL', precision: 1, recall: 1 }] },
  optionsSchema: { type: 'object', properties: { method: { type: 'string', enum: ['mask', 'hash'], default: 'mask' } } },
};

describe('renderProcessorPage()', () => {
  const page = renderProcessorPage(processor, '### Use\n\nText.\n');

  it('shows the badges, the install command, the core range and the hooks with reference links', () => {
    expect(page).toContain('<Badge type="tip" text="conformance: pass (2 passed, 1 skipped)" />');
    expect(page).toContain('<Badge type="info" text="+0.8 µs per chunk (p50)" />');
    expect(page).toContain('<Badge type="tip" text="precision 99.5% · recall 90.0%" />');
    expect(page).toContain('<Badge type="info" text="core ^0.1.0" />');
    expect(page).toContain('pnpm add @sluice/core @sluice/processor-pii');
    expect(page).toContain('[`processOutputStream`](/reference/hooks.md#processoutputstream)');
    expect(page).toContain('| Goes in | `inputProcessors`, `outputProcessors` |');
    expect(page).toContain('Redacts &lt;PII>.');
  });

  it('renders options, conformance checks, quality and the README', () => {
    expect(page).toContain('| `method` | `"mask" \\| "hash"` | `"mask"` |  |');
    expect(page).toContain('| hold-back | releases by finish | ✅ passed |');
    expect(page).toContain('| EMAIL | 100.0% | 100.0% |');
    expect(page.trimEnd().endsWith('### Use\n\nText.')).toBe(true);
  });

  it('shows a held-out figure beside the development one', () => {
    const quality = { overall: { label: 'overall', precision: 0.97, recall: 0.9 }, heldOut: { label: 'held-out', precision: 0.93, recall: 0.66 }, byType: [] };
    const held = renderProcessorPage({ ...processor, quality }, undefined);
    expect(held).toContain('<Badge type="warning" text="held-out: precision 93.0% · recall 66.0%" />');
    expect(held).toContain('| held-out | 93.0% | 66.0% |');
    expect(page).not.toContain('held-out');
  });

  it('points a third-party page at the package\'s published README instead of calling it missing', () => {
    const community = renderProcessorPage(
      { ...processor, source: 'third-party', packageName: 'sluice-processor-shout', repository: 'https://github.com/acme/shout', link: '/catalog/community/pii-detector' },
      undefined,
    );
    expect(community).not.toContain('README missing');
    expect(community).toContain('[on npm](https://www.npmjs.com/package/sluice-processor-shout)');
    expect(community).toContain('[in its repository](https://github.com/acme/shout#readme)');
  });

  it('says so when the report, the schema or the README is missing', () => {
    const bare = renderProcessorPage(
      { ...processor, conformance: { status: 'missing', passed: 0, failed: 0, skipped: 0, checks: [] }, optionsSchema: undefined, quality: undefined } as unknown as CatalogProcessor,
      undefined,
    );
    expect(bare).toContain('::: warning No conformance report');
    expect(bare).toContain('::: info Options table unavailable');
    expect(bare).toContain('::: warning README missing');
    expect(bare).not.toContain('## Quality');
  });
});
