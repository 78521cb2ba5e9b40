import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBlocks, type CodeBlock } from '../scripts/lib/code-blocks.js';
import { docsRoot, repoRoot } from '../scripts/lib/paths.js';

// Doctests for every ts/js code block of the READMEs and the docs site (convention: CONTRIBUTING.md,
// "Code examples"). Each block is its own module, resolved against the workspace's built packages.

const dir = path.join(docsRoot, 'test/.examples');
const blocks = exampleBlocks(repoRoot);
const checked = blocks.filter((block) => block.mode !== 'fragment');
const runnable = blocks.filter((block) => block.mode === 'runnable');
const runTimeoutMs = 20_000;

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  resolveJsonModule: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
};

function where(block: CodeBlock): string {
  return `${block.file}:${String(block.line)}`;
}

const namedFile = /^\/\/ ((?:[\w-]+\/)*[\w.-]+\.(?:ts|mts|js|mjs))\s*$/;

// A block whose first line names a file (`// src/options.ts`) is written at that path in a folder
// shared by the pages of its markdown folder, so they can import each other (`./options.js`).
function moduleFile(block: CodeBlock, extension: string): string {
  const named = namedFile.exec(block.code.split('\n', 1)[0] ?? '')?.[1];
  if (named) {
    const folder = path.dirname(block.file).replace(/[\\/.]+/g, '_');
    return path.join(dir, folder, extension === '.mjs' ? named.replace(/\.m?ts$/, '.js') : named);
  }
  return path.join(dir, `${block.file.replace(/[\\/.]+/g, '_')}_L${String(block.line)}${extension}`);
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function transpile(block: CodeBlock): string {
  return ts.transpileModule(asModule(block), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: block.language === 'ts' ? 'example.ts' : 'example.mjs',
  }).outputText;
}

// The block's lines stay where they are, so a diagnostic's line maps back to the markdown.
function asModule(block: CodeBlock): string {
  return `${block.code}\nexport {};\n`;
}

// Loaded before every runnable example: the network is off (only 127.0.0.1 may be reached).
const offline = `
import net from 'node:net';
globalThis.fetch = () => Promise.reject(new Error('examples must not use the network (fetch)'));
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { host: args[1] };
  const host = options.host ?? 'localhost';
  if (!options.path && !['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error('examples must not use the network (' + host + ')');
  return connect.apply(this, args);
};
`;

function run(file: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', path.join(dir, 'offline.mjs'), file],
      { cwd: dir, timeout: runTimeoutMs, env: { ...process.env, NODE_NO_WARNINGS: '1' } },
      (error, _stdout, stderr) => {
        if (!error) resolve(undefined);
        else if (error.killed) resolve(`did not finish within ${String(runTimeoutMs / 1000)} s`);
        else resolve(`exited with ${String(error.code)}: ${stderr.trim().split('\n').slice(0, 12).join('\n')}`);
      },
    );
  });
}

async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'offline.mjs'), offline);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('code examples of the READMEs and the docs site', () => {
  it('runs against built packages (types in dist)', () => {
    const manifest = JSON.parse(readFileSync(path.join(docsRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const unbuilt = Object.keys(manifest.devDependencies)
      .filter((name) => name.startsWith('@sluice/'))
      .filter((name) => {
        // the types file each package declares (dist for built packages; source for test-only ones)
        const dir = path.join(docsRoot, 'node_modules', name);
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { types?: string };
        return !existsSync(path.join(dir, pkg.types ?? 'dist/index.d.ts'));
      });
    expect(unbuilt, 'build them first: pnpm turbo run build --filter=@sluice/docs^...').toEqual([]);
  });

  it('finds the examples of every source, marked or not', () => {
    const files = new Set(blocks.map((block) => block.file));
    expect(files).toContain('packages/conformance/README.md');
    expect(files).toContain('packages/core/docs/hooks.md');
    expect(files).toContain('apps/docs/guide/quick-start.md');
    expect(runnable.length).toBeGreaterThan(0);
  });

  it('every example that is not a fragment typechecks against the built packages', () => {
    const byFile = new Map<string, CodeBlock>();
    const clashes: string[] = [];
    for (const block of checked) {
      const file = path.resolve(moduleFile(block, block.language === 'ts' ? '.ts' : '.mjs'));
      const taken = byFile.get(file);
      if (taken) clashes.push(`${where(block)}: names the same file as ${where(taken)}`);
      write(file, asModule(block));
      byFile.set(file, block);
    }
    expect(clashes).toEqual([]);
    const program = ts.createProgram([...byFile.keys()], compilerOptions);
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = `TS${String(diagnostic.code)} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      const block = diagnostic.file ? byFile.get(path.resolve(diagnostic.file.fileName)) : undefined;
      if (!block || !diagnostic.file || diagnostic.start === undefined) return `${diagnostic.file?.fileName ?? '(program)'}: ${message}`;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${block.file}:${String(block.line + 1 + line)} (block at line ${String(block.line)}): ${message}`;
    });
    expect(problems).toEqual([]);
  });

  it('every runnable example runs to completion, offline', async () => {
    // Named files of a page are transpiled too, so a runnable block can import them.
    for (const block of checked) if (block.mode !== 'runnable' && namedFile.test(block.code.split('\n', 1)[0] ?? '')) write(moduleFile(block, '.mjs'), transpile(block));
    const failures = await inBatches(runnable, 2, async (block) => {
      const file = moduleFile(block, '.mjs');
      write(file, transpile(block));
      const failure = await run(file);
      return failure === undefined ? undefined : `${where(block)} (runnable): ${failure}`;
    });
    expect(failures.filter((failure) => failure !== undefined)).toEqual([]);
  });
});
