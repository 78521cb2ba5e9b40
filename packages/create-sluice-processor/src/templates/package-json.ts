import type { TemplateContext } from './template-context.js';

/** The generated `package.json`, with the uniform keys and the `"sluice"` catalog entry. */
export function packageJson(t: TemplateContext): string {
  const pkg = {
    name: t.packageName,
    version: '0.1.0',
    description: t.description,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    keywords: ['sluice', 'sluice-processor', t.category],
    engines: { node: '>=20.19' },
    exports: {
      '.': {
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
      },
      './package.json': './package.json',
    },
    main: './dist/index.cjs',
    module: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['dist', 'README.md', 'LICENSE', 'conformance.json'],
    scripts: {
      build: 'tsup src/index.ts --format esm,cjs --dts --clean --sourcemap',
      typecheck: 'tsc --noEmit',
      test: 'vitest run',
      conformance: 'sluice-conformance .',
    },
    sluice: {
      processors: [
        {
          id: t.id,
          name: t.displayName,
          hooks: ['processOutputStream'],
          category: t.category,
          export: t.className,
          exampleOptions: {},
          supports: { holdsBackText: false, transformsText: false, mutatesMessages: false, needsModel: false },
        },
      ],
    },
    dependencies: { zod: '^4.1.8' },
    peerDependencies: { '@sluice/core': t.coreRange },
    devDependencies: {
      '@sluice/conformance': t.kitRange,
      '@sluice/core': t.coreDevRange,
      '@types/node': '^20.19.0',
      ai: '6.0.326',
      tsup: '8.5.1',
      typescript: '5.9.3',
      vite: '8.4.0',
      vitest: '4.1.12',
      zod: '4.6.7',
    },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
