import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { parseManifest } from '../manifest.js';
import { fakePackage, manifestText } from '../test/fake-package.js';
import { RULES, type RuleContext } from './index.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

const LICENSE = 'MIT License\n\nCopyright (c) Sluice contributors\n';
const WEB = 'https://github.com/example/repo';

/** A repository root on disk with a root package.json and LICENSE, and `packages/<name>/LICENSE`. */
function fakeRoot(packageLicenses: Record<string, string> = {}): RuleContext {
  const root = temp.make('sluice-fake-root-');
  const rootManifest = manifestText('root', {
    private: true,
    license: 'MIT',
    repository: { type: 'git', url: `git+${WEB}.git` },
    bugs: { url: `${WEB}/issues` },
  });
  writeFileSync(join(root, 'package.json'), rootManifest);
  writeFileSync(join(root, 'LICENSE'), LICENSE);
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs/real.md'), '# real\n');
  for (const [folder, text] of Object.entries(packageLicenses)) {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'LICENSE'), text);
  }
  return { root, rootManifest: parseManifest(rootManifest, 'root'), rootLicense: LICENSE };
}

const GOOD_METADATA = {
  license: 'MIT',
  repository: { type: 'git', url: `git+${WEB}.git`, directory: 'packages/x' },
  homepage: `${WEB}/tree/main/packages/x#readme`,
  bugs: { url: `${WEB}/issues` },
};

describe('metadata', () => {
  it('passes metadata derived from the root package.json and the folder', async () => {
    const pkg = fakePackage('packages/x', { 'package.json': manifestText('x', GOOD_METADATA) });
    expect(await RULES.metadata(pkg, fakeRoot())).toEqual([]);
  });

  it('names each missing or wrong field', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x', {
        ...GOOD_METADATA,
        repository: { type: 'git', url: `git+${WEB}.git`, directory: 'packages/y' },
        homepage: undefined,
      }),
    });
    const findings = await RULES.metadata(pkg, fakeRoot());
    expect(findings.map((f) => [f.package, f.rule, f.subject])).toEqual([
      ['x', 'metadata', 'package.json#repository'],
      ['x', 'metadata', 'package.json#homepage'],
    ]);
  });
});

describe('license-file', () => {
  it('passes when the folder and the tarball have the root LICENSE', async () => {
    const pkg = fakePackage('packages/x', { 'package.json': manifestText('x'), LICENSE });
    expect(await RULES['license-file'](pkg, fakeRoot({ 'packages/x': LICENSE }))).toEqual([]);
  });

  it('flags a folder without its own LICENSE, a different one, and a tarball without it', async () => {
    const missing = fakePackage('packages/x', { 'package.json': manifestText('x'), LICENSE });
    const differs = fakePackage('packages/y', { 'package.json': manifestText('y') });
    const context = fakeRoot({ 'packages/y': 'Apache-2.0\n' });
    expect((await RULES['license-file'](missing, context)).map((f) => f.subject)).toEqual([
      'packages/x/LICENSE',
    ]);
    expect((await RULES['license-file'](differs, context)).map((f) => f.subject)).toEqual([
      'packages/y/LICENSE',
      'LICENSE',
    ]);
  });
});

describe('declared-imports', () => {
  const files = {
    'dist/index.d.ts': "import { LanguageModelV3Middleware } from '@ai-sdk/provider';\nimport type { Z } from 'zod';\n",
    'dist/index.js': "import { readFile } from 'node:fs/promises';\nimport 'fs';\nimport { y } from 'x/sub';\n",
  };

  it('flags a type import of a package that is only a devDependency (types turn into any)', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x', {
        peerDependencies: { zod: '^4' },
        devDependencies: { '@ai-sdk/provider': '3.0.19' },
      }),
      ...files,
    });
    const findings = await RULES['declared-imports'](pkg, fakeRoot());
    expect(findings.map((f) => [f.subject, f.message.split('"')[1]])).toEqual([
      ['dist/index.d.ts', '@ai-sdk/provider'],
    ]);
  });

  it('accepts dependencies, (optional) peers, builtins and self-references', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x', {
        dependencies: { '@ai-sdk/provider': '3.0.19' },
        peerDependencies: { zod: '^4' },
        peerDependenciesMeta: { zod: { optional: true } },
      }),
      ...files,
    });
    expect(await RULES['declared-imports'](pkg, fakeRoot())).toEqual([]);
  });
});

describe('no-workspace-text', () => {
  it('flags workspace: in any shipped file, with its lines', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x', { peerDependencies: { core: 'workspace:^' } }),
      'README.md': '# x\n\n- core `workspace:^`\n',
      'dist/index.js': 'export {};\n',
    });
    const findings = await RULES['no-workspace-text'](pkg, fakeRoot());
    expect(findings.map((f) => [f.subject, f.message])).toEqual([
      ['package.json', 'contains "workspace:" on line 5'],
      ['README.md', 'contains "workspace:" on line 3'],
    ]);
  });
});

describe('readme-links', () => {
  it('accepts absolute URLs, anchors, shipped files and folders, and repo URLs that exist', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x'),
      'README.md': `[a](https://example.com) [b](#use) [c](./docs/a.md#x) [d](docs) [e](${WEB}/blob/main/docs/real.md)\n`,
      'docs/a.md': '[back](../README.md)\n',
    });
    expect(await RULES['readme-links'](pkg, fakeRoot())).toEqual([]);
  });

  it('flags links out of the package, to unshipped files and to missing repo paths', async () => {
    const pkg = fakePackage('packages/x', {
      'package.json': manifestText('x'),
      'README.md': `[a](../../README.md)\n[b](./docs/missing.md)\n[c](${WEB}/blob/main/docs/gone.md)\n`,
    });
    const findings = await RULES['readme-links'](pkg, fakeRoot());
    expect(findings.map((f) => f.subject)).toEqual(['README.md:1', 'README.md:2', 'README.md:3']);
  });
});

/** A dual ESM/CJS package whose exports use one `types` (ESM) for both conditions. */
function dualPackage(exportsField: unknown): ReturnType<typeof fakePackage> {
  return fakePackage('packages/x', {
    'package.json': manifestText('x', {
      type: 'module',
      engines: { node: '>=20.19' },
      exports: exportsField,
      main: './dist/index.cjs',
      types: './dist/index.d.ts',
      files: ['dist'],
    }),
    'dist/index.js': 'export const a = 1;\n',
    'dist/index.cjs': "'use strict';\nexports.a = 1;\n",
    'dist/index.d.ts': 'export declare const a = 1;\n',
    'dist/index.d.cts': 'export declare const a = 1;\n',
  });
}

const SHARED_TYPES = {
  '.': { types: './dist/index.d.ts', import: './dist/index.js', require: './dist/index.cjs' },
};
const TYPES_PER_CONDITION = {
  '.': {
    import: { types: './dist/index.d.ts', default: './dist/index.js' },
    require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
  },
};

describe('publint', () => {
  it('flags ESM types used for the require condition, and passes per-condition types', async () => {
    const bad = await RULES.publint(dualPackage(SHARED_TYPES), fakeRoot());
    expect(bad.map((f) => f.subject)).toContain('error EXPORTS_TYPES_INVALID_FORMAT');
    expect(await RULES.publint(dualPackage(TYPES_PER_CONDITION), fakeRoot())).toEqual([]);
  });
});

describe('attw', () => {
  it('flags a CJS build typed by ESM declarations, and passes per-condition types', async () => {
    const bad = await RULES.attw(dualPackage(SHARED_TYPES), fakeRoot());
    expect(bad.map((f) => f.message.split(':')[0])).toContain('FalseESM');
    expect(await RULES.attw(dualPackage(TYPES_PER_CONDITION), fakeRoot())).toEqual([]);
  });
});
