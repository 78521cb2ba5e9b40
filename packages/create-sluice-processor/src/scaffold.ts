import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { CATEGORIES, deriveNames, type ProcessorCategory } from './names.js';
import { changeset, changesetConfig, gitignore, license, tsconfigJson } from './templates/project-files.js';
import { optionsSource } from './templates/options-source.js';
import { packageJson } from './templates/package-json.js';
import { indexSource, processorSource } from './templates/processor-source.js';
import { readme } from './templates/readme.js';
import type { TemplateContext } from './templates/template-context.js';
import { conformanceTestSource, processorTestSource } from './templates/test-sources.js';

/** Options of `scaffold`. */
export interface ScaffoldOptions {
  /** A bare name (`shout`), `sluice-processor-shout` or `@scope/name`. */
  name: string;
  /** Where to create the package. @default `./<directory name>` in the current directory */
  directory?: string;
  /** @default `guardrail` */
  category?: ProcessorCategory;
  /** @default `A Sluice processor.` */
  description?: string;
  /** Peer range on `@sluice/core`. @default `^0.1.0` (`workspace:^` with `workspace`) */
  coreRange?: string;
  /** Use `workspace:` ranges, for a package inside a Sluice pnpm workspace. @default false */
  workspace?: boolean;
}

/** What `scaffold` created. */
export interface ScaffoldResult {
  /** Absolute path of the new package. */
  directory: string;
  packageName: string;
  /** Files written, relative to `directory`. */
  files: string[];
}

/**
 * Creates a processor package following the Sluice conventions: `package.json` with the catalog
 * entry, peer range on core and the `sluice-processor` keyword; zod options; the processor class;
 * a behaviour test and the conformance suite; a processor-card README; a changeset.
 *
 * @throws TypeError for an invalid name or category; Error when the directory is not empty.
 */
export async function scaffold(options: ScaffoldOptions): Promise<ScaffoldResult> {
  const names = deriveNames(options.name);
  const category = options.category ?? 'guardrail';
  if (!CATEGORIES.includes(category)) {
    throw new TypeError(`unknown category "${category}" (use one of ${CATEGORIES.join(', ')})`);
  }
  const directory = resolve(options.directory ?? names.directory);
  const existing = await readdir(directory).catch(() => [] as string[]);
  if (existing.length > 0) throw new Error(`${directory} is not empty; choose another directory`);
  const workspace = options.workspace === true;
  const context: TemplateContext = {
    ...names,
    category,
    description: options.description ?? 'A Sluice processor.',
    coreRange: options.coreRange ?? (workspace ? 'workspace:^' : '^0.1.0'),
    kitRange: workspace ? 'workspace:*' : '^0.1.0',
    coreDevRange: workspace ? 'workspace:*' : (options.coreRange ?? '^0.1.0'),
  };
  const files: Record<string, string> = {
    'package.json': packageJson(context),
    'tsconfig.json': tsconfigJson(),
    '.gitignore': gitignore(),
    LICENSE: license(context, new Date().getFullYear()),
    'README.md': readme(context),
    'src/index.ts': indexSource(context),
    'src/options.ts': optionsSource(context),
    [`src/${names.fileStem}.ts`]: processorSource(context),
    [`src/${names.fileStem}.test.ts`]: processorTestSource(context),
    'src/conformance.test.ts': conformanceTestSource(context),
    [`.changeset/${names.id}-initial-release.md`]: changeset(context),
  };
  if (!workspace) files['.changeset/config.json'] = changesetConfig();
  for (const [path, content] of Object.entries(files)) {
    const target = join(directory, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return { directory, packageName: names.packageName, files: Object.keys(files).sort() };
}
