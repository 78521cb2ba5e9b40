import type { TemplateContext } from './template-context.js';

/** The generated `tsconfig.json` (standalone: strict, bundler resolution). */
export function tsconfigJson(): string {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      moduleDetection: 'force',
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      resolveJsonModule: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
    },
    include: ['src'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The generated `.gitignore`. */
export function gitignore(): string {
  return 'node_modules/\ndist/\ncoverage/\n';
}

/** The generated changeset announcing the first release. */
export function changeset(t: TemplateContext): string {
  return `---
'${t.packageName}': minor
---

First release of \`${t.className}\`: ${t.description}
`;
}

/** The generated `.changeset/config.json` (for a standalone repository). */
export function changesetConfig(): string {
  const config = {
    changelog: '@changesets/cli/changelog',
    commit: false,
    access: 'public',
    baseBranch: 'main',
    updateInternalDependencies: 'patch',
    ___experimentalUnsafeOptions_WILL_CHANGE_IN_PATCH: { onlyUpdatePeerDependentsWhenOutOfRange: true },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The generated MIT `LICENSE` (the package ships it: `files` lists it). */
export function license(t: TemplateContext, year: number): string {
  return `MIT License

Copyright (c) ${year} the ${t.packageName} authors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
}
