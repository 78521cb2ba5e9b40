import type { RegistryListing } from './registry-catalog.js';

function cell(text: string): string {
  return text.replace(/</g, '&lt;').replace(/\{\{/g, '{&#8203;{').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/**
 * The community catalog's index page: when the crawl ran, with which kit and core, and every
 * third-party package with its verdict and reason (failing ones shown as failing).
 */
export function renderCommunityIndex(listing: RegistryListing): string {
  const lines = [
    '---',
    'title: Community processors',
    '---',
    '',
    '# Community processors',
    '',
    `Every package here was found on the npm registry by \`sluice-registry crawl\` and verified by the conformance kit on its published tarball (kit ${cell(listing.kitVersion)}, core ${cell(listing.coreVersion)}; crawl of ${listing.generatedAt.slice(0, 10)}). [How to get listed](/guide/publishing.md).`,
    '',
  ];
  if (listing.packages.length === 0) {
    lines.push('No third-party package is listed yet.');
    return `${lines.join('\n')}\n`;
  }
  lines.push('| package | version | verdict | processors | reason |', '|---|---|---|---|---|');
  for (const pkg of listing.packages) {
    const links = pkg.processorIds.map((id) => `[${id}](/catalog/community/${id}.md)`).join(', ') || '—';
    lines.push(`| \`${cell(pkg.name)}\` | ${cell(pkg.version)} | **${pkg.status}** | ${links} | ${cell(pkg.reason ?? '')} |`);
  }
  return `${lines.join('\n')}\n`;
}
