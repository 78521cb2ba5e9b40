import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { thirdPartyFileSchema, type ThirdPartyEntry } from './catalog-schema.js';

/** The reviewed third-party list is invalid: the docs build stops with this message. */
export class ThirdPartyCatalogError extends Error {
  override readonly name = 'ThirdPartyCatalogError';
}

function describePath(data: unknown, issuePath: readonly PropertyKey[]): string {
  let label = '';
  let node: unknown = data;
  for (const key of issuePath) {
    if (typeof key === 'number') {
      label += `[${key}]`;
      const item: unknown = Array.isArray(node) ? node[key] : undefined;
      if (typeof item === 'object' && item !== null && 'package' in item && typeof item.package === 'string') {
        label += ` (${item.package})`;
      }
      node = item;
    } else {
      label += label ? `.${String(key)}` : String(key);
      node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }
  }
  return label || '(root)';
}

function formatIssues(file: string, data: unknown, error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  - ${describePath(data, issue.path)}: ${issue.message}`);
  return [`${file} is invalid (${error.issues.length} problem(s)); fix the entry or remove it:`, ...lines].join('\n');
}

/**
 * Reads and validates the reviewed third-party list. Throws `ThirdPartyCatalogError` naming the
 * entry and field of every problem; a broken entry must fail the build, never reach the site.
 */
export function loadThirdParty(file: string, takenIds: ReadonlySet<string>): ThirdPartyEntry[] {
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new ThirdPartyCatalogError(`${shown} could not be read as JSON: ${String(cause)}`);
  }
  const parsed = thirdPartyFileSchema.safeParse(data);
  if (!parsed.success) throw new ThirdPartyCatalogError(formatIssues(shown, data, parsed.error));
  const seenPackages = new Set<string>();
  const seenIds = new Set(takenIds);
  for (const entry of parsed.data.packages) {
    if (seenPackages.has(entry.package)) {
      throw new ThirdPartyCatalogError(`${shown}: package ${entry.package} is listed twice.`);
    }
    seenPackages.add(entry.package);
    for (const processor of entry.processors) {
      if (seenIds.has(processor.id)) {
        throw new ThirdPartyCatalogError(
          `${shown}: ${entry.package} declares processor id "${processor.id}", already used by another catalog entry.`,
        );
      }
      seenIds.add(processor.id);
    }
  }
  return parsed.data.packages;
}
