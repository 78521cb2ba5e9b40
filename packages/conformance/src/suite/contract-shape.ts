import { preview } from '../compare/find-difference.js';
import { implementedHooks, type SuiteContext } from './suite-context.js';

const CATEGORIES = ['guardrail', 'redaction', 'recovery', 'caching', 'limits'];

/** Registers the contract-shape checks: id, hooks, and the package's catalog entry. */
export function registerContractShape(ctx: SuiteContext): void {
  const pkg = ctx.options.packageJson;
  const noPackage = pkg === undefined ? 'no packageJson given' : false;

  ctx.check('processor has a non-empty string id', async () => {
    const processor = await ctx.create();
    const id: unknown = processor.id;
    if (typeof id !== 'string' || id.trim() === '') {
      ctx.fail('processor has a non-empty string id', `expected a non-empty string id, received ${preview(id)}`);
    }
  });

  ctx.check('processor implements at least one hook', async () => {
    const processor = await ctx.create();
    if (implementedHooks(processor).length === 0) {
      ctx.fail('processor implements at least one hook', 'the processor implements none of the nine hooks');
    }
  });

  ctx.check('create() returns a fresh processor on each call', async () => {
    const [a, b] = [await ctx.create(), await ctx.create()];
    if (a === b) {
      ctx.fail('create() returns a fresh processor on each call', 'create() returned the same instance twice; the suite needs fresh processors to compare runs');
    }
  });

  ctx.check(
    'catalog entry lists exactly the implemented hooks',
    async () => {
      const title = 'catalog entry lists exactly the implemented hooks';
      const processor = await ctx.create();
      const entry = ctx.catalogEntry(processor.id);
      if (entry === undefined) {
        const ids = (pkg?.sluice?.processors ?? []).map((e) => e.id);
        ctx.fail(title, `package.json "sluice".processors has no entry with id "${processor.id}" (ids: ${ids.join(', ') || 'none'})`);
      }
      const declared = [...(entry.hooks ?? [])].sort();
      const actual = implementedHooks(processor).sort();
      const missing = actual.filter((h) => !declared.includes(h));
      const extra = declared.filter((h) => !(actual as string[]).includes(h));
      if (missing.length > 0 || extra.length > 0) {
        ctx.fail(
          title,
          `catalog hooks [${declared.join(', ')}] differ from implemented hooks [${actual.join(', ')}]` +
            (missing.length > 0 ? `; not declared: ${missing.join(', ')}` : '') +
            (extra.length > 0 ? `; declared but not implemented: ${extra.join(', ')}` : ''),
        );
      }
    },
    noPackage,
  );

  ctx.check(
    'catalog entry has a name and a known category',
    async () => {
      const title = 'catalog entry has a name and a known category';
      const processor = await ctx.create();
      const entry = ctx.catalogEntry(processor.id);
      if (entry === undefined) ctx.fail(title, `no catalog entry with id "${processor.id}"`);
      if (typeof entry.name !== 'string' || entry.name === '') ctx.fail(title, 'the catalog entry has no name');
      if (typeof entry.category !== 'string' || !CATEGORIES.includes(entry.category)) {
        ctx.fail(title, `category ${preview(entry.category)} is not one of ${CATEGORIES.join(', ')}`);
      }
    },
    noPackage,
  );

  ctx.check(
    'package.json has the sluice-processor keyword and a peer range on @sluice/core',
    () => {
      const title = 'package.json has the sluice-processor keyword and a peer range on @sluice/core';
      if (!(pkg?.keywords ?? []).includes('sluice-processor')) {
        ctx.fail(title, 'keywords lack "sluice-processor" (the catalog and npm search find processors by it)');
      }
      const range = pkg?.peerDependencies?.['@sluice/core'];
      if (typeof range !== 'string' || range === '') {
        ctx.fail(title, 'peerDependencies has no "@sluice/core" range (the declared core compatibility)');
      }
      return Promise.resolve();
    },
    noPackage,
  );

  ctx.check(
    'catalog supports agree with the declared supports',
    async () => {
      const title = 'catalog supports agree with the declared supports';
      const processor = await ctx.create();
      const fromCatalog = ctx.catalogEntry(processor.id)?.supports ?? {};
      const declared = ctx.options.supports ?? {};
      for (const [key, value] of Object.entries(declared)) {
        const listed = (fromCatalog as Record<string, unknown>)[key];
        if (listed !== undefined && listed !== value) {
          ctx.fail(title, `supports.${key} is ${String(value)} in the suite but ${preview(listed)} in the catalog entry`);
        }
      }
    },
    pkg === undefined || ctx.options.supports === undefined ? 'needs both packageJson and supports' : false,
  );
}
