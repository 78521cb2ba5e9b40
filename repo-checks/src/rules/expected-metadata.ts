import type { Manifest } from '../manifest.js';

/** The branch the homepage and the absolute README links point at. */
export const DEFAULT_BRANCH = 'main';

/** The repository as the root package.json declares it. */
export interface RootRepository {
  /** The `repository.url`, e.g. `git+https://github.com/sluice-dev/sluice.git`. */
  readonly gitUrl: string;
  /** The web address derived from it, e.g. `https://github.com/sluice-dev/sluice`. */
  readonly webUrl: string;
}

/** Reads the root `repository` (`{ type: 'git', url }`); undefined when it is missing or malformed. */
export function rootRepository(root: Manifest): RootRepository | undefined {
  const repository = root.repository;
  if (typeof repository !== 'object' || repository === null) return undefined;
  if (!('type' in repository) || repository.type !== 'git') return undefined;
  if (!('url' in repository) || typeof repository.url !== 'string') return undefined;
  const gitUrl = repository.url;
  const webUrl = gitUrl.replace(/^git\+/, '').replace(/\.git$/, '');
  if (!/^https:\/\//.test(webUrl)) return undefined;
  return { gitUrl, webUrl };
}

/** The `repository`, `homepage`, `bugs` and `license` a package in `folder` must declare. */
export interface ExpectedMetadata {
  readonly repository: { readonly type: 'git'; readonly url: string; readonly directory: string };
  readonly homepage: string;
  readonly bugs: unknown;
  readonly license: unknown;
}

/** Derives a package's expected metadata from the root package.json and the package's folder. */
export function expectedMetadata(repo: RootRepository, root: Manifest, folder: string): ExpectedMetadata {
  return {
    repository: { type: 'git', url: repo.gitUrl, directory: folder },
    homepage: `${repo.webUrl}/tree/${DEFAULT_BRANCH}/${folder}#readme`,
    bugs: root.bugs,
    license: root.license,
  };
}
