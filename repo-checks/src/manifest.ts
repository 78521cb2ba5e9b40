import { z } from 'zod';
import { RepoChecksError } from './repo-checks-error.js';

const dependencyMap = z.record(z.string(), z.string());

/** The package.json fields the hygiene rules read; every other field passes through unchecked. */
export const manifestSchema = z.looseObject({
  name: z.string(),
  version: z.string().optional(),
  private: z.boolean().optional(),
  license: z.unknown().optional(),
  repository: z.unknown().optional(),
  homepage: z.unknown().optional(),
  bugs: z.unknown().optional(),
  dependencies: dependencyMap.optional(),
  peerDependencies: dependencyMap.optional(),
  devDependencies: dependencyMap.optional(),
});

/** A parsed package.json (the fields the hygiene rules read). */
export type Manifest = z.infer<typeof manifestSchema>;

/** Parses package.json text; a malformed one throws `REPO_CHECKS_MANIFEST_INVALID`. */
export function parseManifest(text: string, where: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new RepoChecksError('REPO_CHECKS_MANIFEST_INVALID', `${where} is not JSON`, { cause });
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new RepoChecksError(
      'REPO_CHECKS_MANIFEST_INVALID',
      `${where}: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
