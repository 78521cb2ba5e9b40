import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { CodeBlockMarkError, exampleSources, extractCodeBlocks, extractFencedBlocks } from './code-blocks.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

const fence = '```';

describe('extractCodeBlocks()', () => {
  it('returns ts and js blocks with their fence line, language and mode, and ignores other languages', () => {
    const markdown = [
      '# Title', // 1
      `${fence}ts`, // 2
      'const a = 1;', // 3
      fence, // 4
      `${fence}sh`, // 5
      'pnpm add x', // 6
      fence, // 7
      `${fence}typescript runnable`, // 8
      'const b = 2;', // 9
      'console.log(b);', // 10
      fence, // 11
      `${fence}mjs fragment`, // 12
      'c();', // 13
      fence, // 14
      `${fence}json`, // 15
      '{}', // 16
      fence, // 17
      `${fence}js`, // 18
      fence, // 19
    ].join('\n');
    expect(extractCodeBlocks(markdown, 'x.md')).toEqual([
      { file: 'x.md', line: 2, language: 'ts', mode: 'typecheck', code: 'const a = 1;' },
      { file: 'x.md', line: 8, language: 'ts', mode: 'runnable', code: 'const b = 2;\nconsole.log(b);' },
      { file: 'x.md', line: 12, language: 'js', mode: 'fragment', code: 'c();' },
      { file: 'x.md', line: 18, language: 'js', mode: 'typecheck', code: '' },
    ]);
  });

  it('strips the indentation of a fence inside a list item and keeps nested fences inside longer ones', () => {
    const markdown = ['1. Step:', `   ${fence}ts`, '   if (x) {', '     y();', '   }', `   ${fence}`, '', '````md', `${fence}ts`, 'inner', fence, '````'].join('\n');
    const blocks = extractCodeBlocks(markdown, 'list.md');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.code).toBe('if (x) {\n  y();\n}');
    expect(blocks[0]?.line).toBe(2);
  });

  it('accepts CRLF line endings', () => {
    expect(extractCodeBlocks(`${fence}ts\r\nconst a = 1;\r\n${fence}\r\n`, 'crlf.md')[0]?.code).toBe('const a = 1;');
  });

  it('throws CodeBlockMarkError naming the file and line on an unknown or doubled mark', () => {
    for (const info of ['ts runable', 'ts runnable fragment']) {
      let caught: unknown;
      try {
        extractCodeBlocks(`text\n${fence}${info}\nx\n${fence}\n`, 'typo.md');
      } catch (error) {
        caught = error;
      }
      expect(CodeBlockMarkError.isInstance(caught)).toBe(true);
      expect(caught).toMatchObject({ code: 'CODE_BLOCK_MARK_INVALID', file: 'typo.md', line: 2 });
    }
  });
});

describe('extractFencedBlocks()', () => {
  it('returns every fence with its trimmed info string, in any language', () => {
    const markdown = ['text', `${fence}json `, '{ "a": 1 }', fence, '~~~', 'plain', '~~~'].join('\n');
    expect(extractFencedBlocks(markdown)).toEqual([
      { line: 2, info: 'json', code: '{ "a": 1 }' },
      { line: 5, info: '', code: 'plain' },
    ]);
  });
});

describe('exampleSources()', () => {
  it('lists the root docs, package READMEs and docs, and the docs site without generated pages', () => {
    const root = temp.make('sluice-blocks-');
    const files = [
      'README.md',
      'DESIGN.md',
      'packages/a/README.md',
      'packages/a/docs/guide.md',
      'packages/b/src/notes.md',
      'apps/docs/index.md',
      'apps/docs/guide/start.md',
      'apps/docs/catalog/index.md',
      'apps/docs/catalog/pii-detector.md',
      'apps/docs/catalog/community/shout.md',
      'apps/docs/reference/hooks.md',
      'apps/docs/.vitepress/dist/page.md',
      'apps/docs/node_modules/x/README.md',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), '# x\n');
    }
    expect(exampleSources(root)).toEqual([
      'README.md',
      'DESIGN.md',
      path.join('packages/a/README.md'),
      path.join('packages/a/docs/guide.md'),
      path.join('apps/docs/catalog/index.md'),
      path.join('apps/docs/guide/start.md'),
      path.join('apps/docs/index.md'),
    ]);
  });
});
