import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering rules of .dependency-cruiser.cjs (the same ones `pnpm lint:deps` runs), checked
// through dependency-cruiser's API: core's folders form a layering without cycles, contract/
// imports no folder, and the rules do fail on a cycle.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const TS_CONFIG = join(ROOT, 'tsconfig.base.json');

let options: ICruiseOptions;

beforeAll(async () => {
  options = await extractDepcruiseOptions(CONFIG);
});

/** Cruises `paths` (relative to `baseDir`) with the repository's rules; returns the violations. */
async function violations(paths: string[], baseDir = ROOT): Promise<IViolation[]> {
  const { output } = await cruise(
    paths,
    { ...options, baseDir, validate: true, tsConfig: { fileName: TS_CONFIG } },
    {},
    { tsConfig: extractTSConfig(TS_CONFIG) },
  );
  return (output as ICruiseResult).summary.violations;
}

function describeViolation(violation: IViolation): string {
  if (violation.cycle === undefined) return `${violation.rule.name}: ${violation.from} -> ${violation.to}`;
  // A cycle is reported once, from whichever of its files was cruised first: name it by its files.
  const files = new Set([violation.from, ...violation.cycle.map((step) => step.name)]);
  return `${violation.rule.name}: ${[...files].sort().join(' <-> ')}`;
}

describe('core layering (.dependency-cruiser.cjs)', () => {
  it("core's sources break no rule", async () => {
    expect((await violations(['packages/core/src'])).map(describeViolation)).toEqual([]);
  }, 60_000);

  it('every folder of core is a layer of the rules', () => {
    const contractRule = options.ruleSet?.forbidden?.find((rule) => rule.name === 'contract-imports-no-folder');
    const target = contractRule !== undefined && 'to' in contractRule ? contractRule.to.path : undefined;
    const above = /\(([^)]+)\)/.exec(String(target))?.[1]?.split('|') ?? [];
    const layers = ['contract', ...above];
    const folders = readdirSync(join(ROOT, 'packages/core/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'test-utils')
      .map((entry) => entry.name);
    expect(layers.length).toBeGreaterThan(5);
    expect(folders.filter((folder) => !layers.includes(folder))).toEqual([]);
  });

  describe('fails on a broken layering', () => {
    let fixture: string;

    beforeAll(() => {
      fixture = mkdtempSync(join(tmpdir(), 'sluice-layering-'));
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(fixture, path)), { recursive: true });
        writeFileSync(join(fixture, path), text);
      };
      // contract/ -> loop/ -> contract/: a cycle, and contract/ importing a folder.
      write('packages/core/src/contract/a.ts', "import type { B } from '../loop/b.js';\nexport interface A { b?: B }\n");
      write('packages/core/src/loop/b.ts', "import type { A } from '../contract/a.js';\nexport interface B { a?: A }\n");
      // processors/ importing loop/ (a folder above it).
      write('packages/core/src/processors/p.ts', "import type { B } from '../loop/b.js';\nexport type P = B;\n");
      // A processor reaching into core's sources, by a relative path and by a subpath.
      write(
        'packages/processor-x/src/x.ts',
        "import type { B } from '../../core/src/loop/b.js';\n" +
          "import type { Agent } from '@sluice/core/src/agent/agent.js';\n" +
          "import type { Processor } from '@sluice/core';\n" +
          "import type { ProcessorRunner } from '@sluice/core/host';\n" +
          'export type X = [B, Agent, Processor, ProcessorRunner];\n',
      );
      // A host (the conformance battery) may use '@sluice/core/host', not core's sources.
      write(
        'packages/conformance/src/h.ts',
        "import type { ProcessorRunner } from '@sluice/core/host';\n" +
          "import type { Agent } from '@sluice/core/src/agent/agent.js';\n" +
          'export type H = [ProcessorRunner, Agent];\n',
      );
    });

    afterAll(() => {
      rmSync(fixture, { recursive: true, force: true });
    });

    it('reports the cycle, the upward imports, the processor reaching into core or its host entry, and the host reaching into core', async () => {
      const found = (await violations(['packages'], fixture)).map(describeViolation).sort();
      expect(found).toEqual([
        'contract-imports-no-folder: packages/core/src/contract/a.ts -> packages/core/src/loop/b.ts',
        'hosts-use-core-entries: packages/conformance/src/h.ts -> @sluice/core/src/agent/agent.js',
        'layer-processors: packages/core/src/processors/p.ts -> packages/core/src/loop/b.ts',
        'no-circular: packages/core/src/contract/a.ts <-> packages/core/src/loop/b.ts',
        'processors-use-core-entry: packages/processor-x/src/x.ts -> @sluice/core/host',
        'processors-use-core-entry: packages/processor-x/src/x.ts -> @sluice/core/src/agent/agent.js',
        'processors-use-core-entry: packages/processor-x/src/x.ts -> packages/core/src/loop/b.ts',
      ]);
    });
  });
});
