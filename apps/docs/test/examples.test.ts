import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { docsRoot } from '../scripts/lib/paths.js';

const hookTypes = [
  'Processor',
  'ProcessInputArgs',
  'ProcessInputStepArgs',
  'ProcessLLMRequestArgs',
  'ProcessAPIErrorArgs',
  'ProcessOutputStreamArgs',
  'ProcessLLMResponseArgs',
  'ProcessOutputStepArgs',
  'ProcessToolResultArgs',
  'ProcessOutputResultArgs',
];

function classExamples(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n(class [\s\S]*?)```/g)].map((m) => `export ${m[1] ?? ''}`);
}

it('the hook reference examples typecheck against the real @sluice/core', () => {
  const examples = classExamples(readFileSync(path.join(docsRoot, 'fallback/hooks.md'), 'utf8'));
  expect(examples).toHaveLength(9);
  const dir = path.join(docsRoot, 'test/.examples');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'hook-examples.ts');
  writeFileSync(file, [`import type { ${hookTypes.join(', ')} } from '@sluice/core';`, ...examples].join('\n'));
  try {
    const program = ts.createProgram([file], {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      noEmit: true,
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
