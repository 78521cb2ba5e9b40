import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltins } from './builtin-verification.js';
import { repoRoot } from './paths.js';
import { listWorkspacePackages } from './workspace-packages.js';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'sluice-builtin-verdicts-'));
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('verifyBuiltins', () => {
  it('verifies a built-in package with the registry verifier, then reuses the report while the build, kit and core are unchanged', async () => {
    const toolFilter = listWorkspacePackages(repoRoot).filter((p) => p.name === '@sluice/processor-tool-filter');
    const lines: string[] = [];
    const first = await verifyBuiltins(toolFilter, { cacheDir, log: (line) => lines.push(line) });
    const report = first.byName.get('@sluice/processor-tool-filter');
    expect(report?.status, report?.reason).toBe('verified');
    expect(report?.processors[0]?.passed).toBeGreaterThan(5);
    expect(first.catalog.registry).toBe('workspace');
    expect(first.catalog.packages).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^verify @sluice\/processor-tool-filter@\S+: verified in \d+\.\d s$/);

    const again = await verifyBuiltins(toolFilter, { cacheDir, log: (line) => lines.push(line) });
    expect(lines.at(-1)).toContain('(kept: same build, kit and core)');
    expect(again.byName.get('@sluice/processor-tool-filter')).toEqual(report);
  });
});
