import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_EXCEPTIONS, applyExceptions, type HygieneException } from './exceptions.js';
import { RULE_NAMES, formatFinding } from './finding.js';
import { packPackage, type PackedPackage } from './packed-package.js';
import { REPO_ROOT, listPublishablePackages, readRootManifest, type WorkspacePackage } from './repo.js';
import { RULES, type RuleContext } from './rules/index.js';

// Packs every publishable package with `pnpm pack` (offline) and checks each hygiene rule on the
// tarball a user would install. Each failing test names the package and the rule; each failure
// line names the file or field. Accepted exceptions live in ./exceptions.ts with their reason.

const publishable = listPublishablePackages();
let workDir = '';
let context: RuleContext;
const packed = new Map<string, Promise<PackedPackage>>();

function packedOnce(pkg: WorkspacePackage): Promise<PackedPackage> {
  let pending = packed.get(pkg.name);
  if (pending === undefined) {
    pending = packPackage(pkg, workDir);
    packed.set(pkg.name, pending);
  }
  return pending;
}

function staleLine(pkg: string, exception: HygieneException): string {
  return `${pkg} [${exception.rule}] exception ${String(exception.subject)} excuses nothing: remove it (${exception.reason})`;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sluice-hygiene-'));
  context = {
    root: REPO_ROOT,
    rootManifest: readRootManifest(),
    rootLicense: await readFile(join(REPO_ROOT, 'LICENSE'), 'utf8'),
  };
});

afterAll(async () => {
  await Promise.allSettled(packed.values());
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

describe('the set of publishable packages', () => {
  it('is every non-private package under packages/', () => {
    expect(publishable.map((pkg) => pkg.folder)).toContain('packages/core');
    expect(publishable.every((pkg) => pkg.manifest.private !== true)).toBe(true);
  });

  it('is in @sluice/repo-checks devDependencies, so turbo builds each before this test', async () => {
    const own: unknown = JSON.parse(await readFile(join(REPO_ROOT, 'repo-checks/package.json'), 'utf8'));
    const devDependencies =
      typeof own === 'object' && own !== null && 'devDependencies' in own ? own.devDependencies : {};
    const missing = publishable
      .map((pkg) => pkg.name)
      .filter((name) => (devDependencies as Record<string, unknown>)[name] !== 'workspace:*');
    expect(missing).toEqual([]);
  });

  it('covers every package an exception names, and every exception has a reason', () => {
    const names = new Set(publishable.map((pkg) => pkg.name));
    const orphans = HYGIENE_EXCEPTIONS.filter((e) => !names.has(e.package) || e.reason.trim() === '');
    expect(orphans).toEqual([]);
  });
});

describe.each(publishable)('$name', (pkg) => {
  beforeAll(async () => {
    await packedOnce(pkg);
  });

  it.each(RULE_NAMES)('%s', async (rule) => {
    const findings = await RULES[rule](await packedOnce(pkg), context);
    const outcome = applyExceptions(pkg.name, rule, findings);
    expect([
      ...outcome.failures.map(formatFinding),
      ...outcome.stale.map((exception) => staleLine(pkg.name, exception)),
    ]).toEqual([]);
  });
});
