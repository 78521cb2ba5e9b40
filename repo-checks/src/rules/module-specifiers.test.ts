import { describe, expect, it } from 'vitest';
import { moduleSpecifiers, packageOf } from './module-specifiers.js';

describe('moduleSpecifiers', () => {
  it('finds imports, re-exports, import() types and reference directives in a .d.ts', () => {
    const text = [
      '/// <reference types="node" />',
      "import { A } from '@ai-sdk/provider';",
      "export { B } from './local.js';",
      "export * from 'zod';",
      "type C = import('@scope/pkg/sub').C;",
      "import D = require('cjs-thing');",
      "declare module 'augmented' { interface X { y: 1 } }",
    ].join('\n');
    expect(moduleSpecifiers('index.d.ts', text).sort()).toEqual(
      ['./local.js', '@ai-sdk/provider', '@scope/pkg/sub', 'augmented', 'cjs-thing', 'node', 'zod'].sort(),
    );
  });

  it('finds require, dynamic import and (created) require.resolve in JavaScript', () => {
    const text = [
      "const a = require('a');",
      "const b = await import('b');",
      'const require2 = createRequire(import.meta.url);',
      "const c = require2.resolve('vitest/package.json');",
      "const d = import.meta.resolve('d');",
      "const e = __require('e');",
    ].join('\n');
    expect(moduleSpecifiers('cli.js', text).sort()).toEqual(['a', 'b', 'd', 'e', 'vitest/package.json']);
  });

  it('ignores import-looking text in strings, templates and comments', () => {
    const text = [
      '/** @example',
      " * import { describe } from 'vitest';",
      ' */',
      "const template = `import { z } from 'zod';\\nimport x from '${name}';`;",
      "const s = \"import y from 'lodash'\";",
    ].join('\n');
    expect(moduleSpecifiers('index.js', text)).toEqual([]);
  });
});

describe('packageOf', () => {
  it('names the package of a bare specifier and nothing for paths and protocols', () => {
    expect(packageOf('@scope/name/deep/file.js')).toBe('@scope/name');
    expect(packageOf('js-tiktoken/lite')).toBe('js-tiktoken');
    expect(packageOf('./x.js')).toBeUndefined();
    expect(packageOf('#internal')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
  });
});
