import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SluiceError } from '@sluice/core';

/**
 * What the examples test does with a code block, from its fence info string:
 * ```` ```ts ```` is type-checked, ```` ```ts runnable ```` is type-checked and executed,
 * ```` ```ts fragment ```` is an intentional fragment and skipped.
 */
export type CodeBlockMode = 'typecheck' | 'runnable' | 'fragment';

/** The language of a code block, normalised: `ts` (ts, typescript, mts) or `js` (js, javascript, mjs). */
export type CodeBlockLanguage = 'ts' | 'js';

/** One TypeScript or JavaScript code block of a markdown file. */
export interface CodeBlock {
  /** The markdown file, as given to `extractCodeBlocks`. */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly language: CodeBlockLanguage;
  readonly mode: CodeBlockMode;
  /** The block's text, without the fences and without the fence's indentation. */
  readonly code: string;
}

const MARKER = Symbol.for('sluice.error.CodeBlockMarkError');

/** A fence info string the examples test does not understand (a typo such as `ts runable`). */
export class CodeBlockMarkError extends SluiceError {
  private readonly [MARKER] = true;

  constructor(
    /** The markdown file. */
    readonly file: string,
    /** 1-based line of the fence. */
    readonly line: number,
    /** The fence's info string. */
    readonly info: string,
  ) {
    super('CODE_BLOCK_MARK_INVALID', `${file}:${String(line)}: unknown code block mark in "${info}" (use "runnable" or "fragment", or nothing)`);
    this.name = 'CodeBlockMarkError';
  }

  /** True when `error` is a `CodeBlockMarkError`, even one from another copy of this module. */
  static override isInstance(error: unknown): error is CodeBlockMarkError {
    return SluiceError.hasMarker(error, MARKER);
  }
}

const languages: Readonly<Record<string, CodeBlockLanguage>> = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
};

const marks: Readonly<Record<string, CodeBlockMode>> = { runnable: 'runnable', fragment: 'fragment' };

/** One fenced code block of a markdown text, in any language. */
export interface FencedBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The fence's info string, trimmed (`ts runnable`, `json`, ...). */
  readonly info: string;
  /** The block's text, without the fences and without the fence's indentation. */
  readonly code: string;
}

const openFence = /^( {0,12})(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of a markdown text, in order (fences inside longer fences are content). */
export function extractFencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = openFence.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^ {0,${String(indent.length + 3)}}${fence[0] === '`' ? '`' : '~'}{${String(fence.length)},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end++;
    const code = lines
      .slice(index + 1, end)
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text.trimStart()))
      .join('\n');
    blocks.push({ line: index + 1, info: info.trim(), code });
    index = end;
  }
  return blocks;
}

/**
 * Every `ts`/`js` code block of a markdown text, with its fence line and mode. Blocks in other
 * languages are ignored; a `ts`/`js` fence with an unknown mark throws `CodeBlockMarkError`.
 */
export function extractCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const { line, info, code } of extractFencedBlocks(markdown)) {
    const [lang = '', ...flags] = info.split(/\s+/);
    const language = languages[lang.toLowerCase()];
    if (!language) continue;
    if (flags.length > 1 || flags.some((flag) => !(flag in marks))) throw new CodeBlockMarkError(file, line, info);
    blocks.push({ file, line, language, mode: flags[0] ? (marks[flags[0]] ?? 'typecheck') : 'typecheck', code });
  }
  return blocks;
}

// Written by scripts/generate.ts (see apps/docs/.gitignore): copies of package READMEs and docs.
function isGeneratedDocsPage(relative: string): boolean {
  const parts = relative.split(path.sep);
  if (parts[0] === 'reference') return true;
  if (parts[0] === 'catalog') return parts[1] === 'community' || (parts.length === 2 && parts[1] !== 'index.md');
  return false;
}

function markdownUnder(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) found.push(...markdownUnder(root, relative));
    else if (entry.name.endsWith('.md') && !isGeneratedDocsPage(relative)) found.push(relative);
  }
  return found;
}

/**
 * The hand-written markdown files whose examples must work, relative to the repository root:
 * the root README, CONTRIBUTING and DESIGN.md, every package README and `packages/<name>/docs/*.md`, and
 * the docs site's pages (without generated pages, `node_modules` and dot folders such as `.vitepress`).
 */
export function exampleSources(repoRoot: string): string[] {
  const files = ['README.md', 'CONTRIBUTING.md', 'DESIGN.md'].filter((name) => existsSync(path.join(repoRoot, name)));
  const packagesDir = path.join(repoRoot, 'packages');
  for (const name of readdirSync(packagesDir).sort()) {
    if (existsSync(path.join(packagesDir, name, 'README.md'))) files.push(path.join('packages', name, 'README.md'));
    const docs = path.join(packagesDir, name, 'docs');
    if (existsSync(docs)) {
      files.push(...readdirSync(docs).filter((file) => file.endsWith('.md')).sort().map((file) => path.join('packages', name, 'docs', file)));
    }
  }
  const docsSite = path.join('apps', 'docs');
  files.push(...markdownUnder(path.join(repoRoot, docsSite), '').sort().map((file) => path.join(docsSite, file)));
  return files;
}

/** Every code block of every file of `exampleSources(repoRoot)`; `file` is relative to the root. */
export function exampleBlocks(repoRoot: string): CodeBlock[] {
  return exampleSources(repoRoot).flatMap((file) => extractCodeBlocks(readFileSync(path.join(repoRoot, file), 'utf8'), file));
}
