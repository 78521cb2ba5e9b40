import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

/**
 * The code of the first `ts` block after `heading` in a repository README, exactly as written
 * there (the point of these tests is that the README runs unchanged on ai 7).
 */
export function readmeBlock(readme: string, heading: string): string {
  const text = readFileSync(path.join(repo, readme), 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  if (at === -1) throw new Error(`${readme} has no heading "${heading}"`);
  const block = /```ts[^\n]*\n([\s\S]*?)```/.exec(text.slice(at));
  if (block?.[1] === undefined) throw new Error(`${readme} has no ts block after "${heading}"`);
  return block[1];
}

/**
 * Runs TypeScript `code` as an ES module in `appDir` (by default this package, where `ai` is ai 7
 * and `@ai-sdk/openai` version 4) on this Node; resolves with its stdout, rejects with its stderr.
 */
export function runModule(name: string, code: string, env: Record<string, string> = {}, appDir = path.join(here, '..')): Promise<string> {
  const dir = path.join(appDir, '.examples');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, ts.transpileModule(`${code}\nexport {};\n`, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [file], { env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${name} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}
