import { RegistryError } from '../registry-error.js';

/** One version of a packument, the parts the crawler reads. */
export interface PackumentVersion {
  name: string;
  version: string;
  keywords?: unknown;
  dist: { tarball: string; integrity?: string };
  [key: string]: unknown;
}

/** A registry's document for one package name. */
export interface Packument {
  name: string;
  'dist-tags'?: Record<string, string>;
  versions: Record<string, PackumentVersion>;
}

/** What `RegistryClient` accepts. */
export interface RegistryClientOptions {
  /** Per request timeout (ms, default 30,000). */
  requestTimeoutMs?: number;
  /** Largest tarball accepted (bytes, default 64 MiB). */
  maxTarballBytes?: number;
  /** `fetch` to use (tests). */
  fetch?: typeof fetch;
}

const SEARCH_PAGE = 250;

/** Reads an npm registry: search, packuments and tarballs, each failure a typed `RegistryError`. */
export class RegistryClient {
  /** The registry's base URL, without a trailing slash. */
  readonly url: string;
  readonly #timeoutMs: number;
  readonly #maxTarballBytes: number;
  readonly #fetch: typeof fetch;

  constructor(url: string, options: RegistryClientOptions = {}) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch (cause) {
      throw new RegistryError('USAGE', `--registry must be a URL (got ${JSON.stringify(url)})`, { cause });
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RegistryError('USAGE', `--registry must be an http(s) URL (got ${parsed.protocol})`);
    this.url = parsed.href.replace(/\/+$/, '');
    this.#timeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#maxTarballBytes = options.maxTarballBytes ?? 64 * 1024 * 1024;
    this.#fetch = options.fetch ?? fetch;
  }

  async #get(url: string, what: string): Promise<Response> {
    try {
      return await this.#fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs), headers: { accept: 'application/json' } });
    } catch (cause) {
      throw new RegistryError('REGISTRY_UNREACHABLE', `${what}: cannot reach ${new URL(url).origin} (${cause instanceof Error ? cause.message : String(cause)})`, { transient: true, cause });
    }
  }

  async #json(url: string, what: string): Promise<unknown> {
    const response = await this.#get(url, what);
    if (response.status === 404) throw new RegistryError('PACKAGE_NOT_FOUND', `${what}: the registry answers 404`);
    if (!response.ok) throw new RegistryError('REGISTRY_BAD_RESPONSE', `${what}: the registry answers HTTP ${response.status}`, { transient: response.status >= 500 || response.status === 429 });
    try {
      return await response.json();
    } catch (cause) {
      throw new RegistryError('REGISTRY_BAD_RESPONSE', `${what}: the registry's answer is not JSON`, { transient: true, cause });
    }
  }

  /**
   * Names of packages that may list `keyword` in their keywords. Asks `keywords:<kw>` (npm), the bare
   * text and each of its words (Verdaccio ignores the qualifier and matches hyphenated text poorly),
   * pages through each; the caller keeps only names whose latest packument lists the keyword.
   */
  async search(keyword: string): Promise<string[]> {
    const names = new Set<string>();
    const words = keyword.split(/[-_.\s]+/).filter((word) => word.length > 1);
    for (const text of new Set([`keywords:${keyword}`, keyword, ...words])) {
      for (let from = 0; ; from += SEARCH_PAGE) {
        const url = `${this.url}/-/v1/search?text=${encodeURIComponent(text)}&size=${SEARCH_PAGE}&from=${from}`;
        const body = (await this.#json(url, `search "${text}"`)) as { objects?: { package?: { name?: unknown } }[] };
        const objects = Array.isArray(body.objects) ? body.objects : [];
        for (const entry of objects) if (typeof entry.package?.name === 'string') names.add(entry.package.name);
        if (objects.length < SEARCH_PAGE) break;
      }
    }
    return [...names].sort();
  }

  /** The packument of `name`. */
  async packument(name: string): Promise<Packument> {
    const raw = await this.#json(`${this.url}/${name.replace('/', '%2f')}`, name);
    const body = (typeof raw === 'object' && raw !== null ? raw : {}) as { versions?: unknown; 'dist-tags'?: Record<string, string> };
    if (typeof body.versions !== 'object' || body.versions === null) {
      throw new RegistryError('REGISTRY_BAD_RESPONSE', `${name}: the packument has no versions`);
    }
    return { name, 'dist-tags': body['dist-tags'] ?? {}, versions: body.versions as Record<string, PackumentVersion> };
  }

  /** Downloads a tarball, refusing one larger than the cap before reading it all. */
  async tarball(url: string, what: string): Promise<Uint8Array> {
    const response = await this.#get(url, what);
    if (response.status === 404) throw new RegistryError('TARBALL_NOT_FOUND', `${what}: the tarball ${url} answers 404`);
    if (!response.ok) throw new RegistryError('REGISTRY_BAD_RESPONSE', `${what}: the tarball answers HTTP ${response.status}`, { transient: response.status >= 500 });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.#maxTarballBytes) throw new RegistryError('TARBALL_TOO_LARGE', `${what}: the tarball is ${declared} bytes (limit ${this.#maxTarballBytes})`);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    if (reader === undefined) return new Uint8Array();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > this.#maxTarballBytes) {
        await reader.cancel();
        throw new RegistryError('TARBALL_TOO_LARGE', `${what}: the tarball exceeds ${this.#maxTarballBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }
}

/** The version the `latest` dist-tag names, or the highest published one. */
export function latestVersion(packument: Packument): PackumentVersion | undefined {
  const tagged = packument['dist-tags']?.latest;
  if (tagged !== undefined && packument.versions[tagged] !== undefined) return packument.versions[tagged];
  const versions = Object.keys(packument.versions).sort(compareVersions);
  const last = versions.at(-1);
  return last === undefined ? undefined : packument.versions[last];
}

/** Orders plain `x.y.z` versions numerically (pre-releases after their release's predecessors). */
function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number(part));
  const pb = b.split(/[.-]/).map((part) => Number(part));
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return a.localeCompare(b);
}
