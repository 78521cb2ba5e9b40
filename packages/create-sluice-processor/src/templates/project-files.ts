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
