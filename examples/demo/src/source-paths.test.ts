// `pnpm demo` runs the packages from source on a clean checkout, where no dist/ exists. Any
// subpath export missing from tsconfig.source.json falls through to dist/ and breaks the demo.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const demoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packagesRoot = resolve(demoRoot, '../../packages');

type ExportTarget = string | { readonly [condition: string]: ExportTarget };

/** The `import` build file of one export, such as `./dist/host.js`, or undefined for data files. */
function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target.endsWith('.js') ? target : undefined;
  const next = target.import ?? target.default;
  return next === undefined ? undefined : importTarget(next);
}

/** Each code entry of each `@sluice/*` package: the specifier and the source file it builds from. */
function codeEntries(): { specifier: string; source: string }[] {
  const entries: { specifier: string; source: string }[] = [];
  for (const dir of readdirSync(packagesRoot)) {
    const manifestPath = join(packagesRoot, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      exports?: Record<string, ExportTarget>;
    };
    if (!manifest.name.startsWith('@sluice/')) continue;
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const built = importTarget(target);
      if (built === undefined) continue;
      const sourceName = built.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts');
      entries.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
        source: join(packagesRoot, dir, 'src', sourceName),
      });
    }
  }
  return entries;
}

/** Resolves a specifier the way TypeScript's `paths` does: an exact key first, then the longest wildcard prefix. */
function resolveThroughPaths(paths: Record<string, string[]>, specifier: string): string | undefined {
  const exact = paths[specifier];
  if (exact?.[0] !== undefined) return resolve(demoRoot, exact[0]);
  let best: { prefix: string; target: string } | undefined;
  for (const [pattern, targets] of Object.entries(paths)) {
    const star = pattern.indexOf('*');
    const target = targets[0];
    if (star < 0 || target === undefined) continue;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (!specifier.startsWith(prefix) || !specifier.endsWith(suffix)) continue;
    if (best !== undefined && best.prefix.length >= prefix.length) continue;
    const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
    best = { prefix, target: target.replace('*', matched) };
  }
  return best === undefined ? undefined : resolve(demoRoot, best.target);
}

describe('tsconfig.source.json', () => {
  const config = JSON.parse(readFileSync(join(demoRoot, 'tsconfig.source.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const entries = codeEntries();

  it('finds the subpath entries it must map', () => {
    expect(entries.map((entry) => entry.specifier)).toContain('@sluice/core/host');
  });

  it.each(entries)('maps $specifier to its source file', ({ specifier, source }) => {
    expect(existsSync(source), `${source} exists`).toBe(true);
    expect(resolveThroughPaths(config.compilerOptions.paths, specifier)).toBe(source);
  });
});
