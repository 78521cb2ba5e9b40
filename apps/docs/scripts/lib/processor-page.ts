import type { CatalogProcessor } from './catalog-data.js';
import type { ConformanceCheck } from './conformance-report.js';
import { conformanceLabel, formatMicros, formatRatio } from './format.js';
import { optionRows, renderOptionsTable } from './options-table.js';

const inputHooks = new Set(['processInput', 'processInputStep', 'processLLMRequest', 'processLLMResponse']);
const outputHooks = new Set(['processOutputStream', 'processOutputStep', 'processToolResult', 'processOutputResult']);

function attr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function prose(text: string): string {
  return text.replace(/</g, '&lt;').replace(/\{\{/g, '{&#8203;{');
}

/** The badges line: category, conformance, latency, quality, core range. */
export function badges(p: CatalogProcessor): string {
  const c = p.conformance;
  const type = c.status === 'pass' ? 'tip' : c.status === 'fail' ? 'danger' : 'warning';
  const out = [
    `<Badge type="info" text="${attr(p.category)}" />`,
    `<Badge type="${type}" text="${attr(`conformance: ${conformanceLabel(c)}`)}" />`,
  ];
  if (c.p50Us !== undefined) out.push(`<Badge type="info" text="${attr(`+${formatMicros(c.p50Us)} per chunk (p50)`)}" />`);
  const q = p.quality?.overall;
  if (q) out.push(`<Badge type="tip" text="${attr(`precision ${formatRatio(q.precision)} · recall ${formatRatio(q.recall)}`)}" />`);
  const held = p.quality?.heldOut;
  if (held) out.push(`<Badge type="warning" text="${attr(`held-out: precision ${formatRatio(held.precision)} · recall ${formatRatio(held.recall)}`)}" />`);
  out.push(`<Badge type="info" text="${attr(`core ${p.coreRange ?? 'range not declared'}`)}" />`);
  if (p.source === 'third-party') out.push('<Badge type="warning" text="third-party" />');
  return out.join(' ');
}

function arrays(hooks: readonly string[]): string {
  const out: string[] = [];
  if (hooks.some((h) => inputHooks.has(h))) out.push('`inputProcessors`');
  if (hooks.some((h) => outputHooks.has(h))) out.push('`outputProcessors`');
  if (hooks.includes('processAPIError')) out.push('`errorProcessors`');
  return out.join(', ');
}

function checkRows(checks: readonly ConformanceCheck[]): string {
  const icon = { passed: '✅ passed', failed: '❌ failed', skipped: '⏭️ skipped' } as const;
  const lines = ['| concern | check | result |', '|---|---|---|'];
  const cell = (text: string): string => prose(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
  for (const check of checks) {
    const note = check.message ? ` (${cell(check.message).slice(0, 200)})` : '';
    lines.push(`| ${cell(check.concern ?? '')} | ${cell(check.name)} | ${icon[check.status]}${note} |`);
  }
  return lines.join('\n');
}

function conformanceSection(p: CatalogProcessor): string {
  const c = p.conformance;
  const lines = ['## Conformance', ''];
  if (c.status === 'missing' || c.status === 'unreadable') {
    lines.push(`::: warning No conformance report`, `${c.note ?? 'This package has no conformance.json yet.'} Run \`sluice-conformance\` in the package to generate it ([testing with the kit](/guide/testing.md)).`, ':::');
    return lines.join('\n');
  }
  lines.push(
    `**${c.status === 'pass' ? 'Passes' : 'Fails'}** the conformance battery: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` +
      (c.kitVersion ? ` (kit ${c.kitVersion}` + (c.version ? `, package ${c.version})` : ')') : '') +
      '.',
    '',
  );
  if (p.conformanceScope) lines.push(`These figures cover ${prose(p.conformanceScope)}.`, '');
  if (c.p50Us !== undefined || c.p95Us !== undefined) {
    lines.push('| added latency per chunk | p50 | p95 |', '|---|---|---|');
    lines.push(`| measured by the kit | ${c.p50Us !== undefined ? formatMicros(c.p50Us) : 'n/a'} | ${c.p95Us !== undefined ? formatMicros(c.p95Us) : 'n/a'} |`, '');
  }
  const own = c.checks.filter((check) => !check.processorId || check.processorId === p.id);
  if (own.length > 0) {
    lines.push(`<details><summary>All ${own.length} ${p.verifiedAt === undefined ? 'checks' : 'failures'}</summary>`, '', checkRows(own), '', '</details>');
  }
  const suite = p.packageSuite;
  if (suite !== undefined && suite.status !== 'missing' && suite.status !== 'unreadable') {
    const mine = suite.checks.filter((check) => !check.processorId || check.processorId === p.id);
    lines.push(
      '',
      `The package's own conformance run (\`conformance.json\`, its test file with its own options): ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped.`,
    );
    if (mine.length > 0) lines.push('', `<details><summary>Its ${mine.length} checks</summary>`, '', checkRows(mine), '', '</details>');
  }
  return lines.join('\n');
}

function qualitySection(p: CatalogProcessor): string {
  const q = p.quality;
  if (!q) return '';
  const lines = ['## Quality', '', 'Measured on the package\'s labelled fixture set' + (q.fixture ? ` (\`${q.fixture}\`)` : '') + '.', '', '| | precision | recall |', '|---|---|---|'];
  for (const f of [...(q.overall ? [q.overall] : []), ...(q.heldOut ? [q.heldOut] : []), ...q.byType]) {
    lines.push(`| ${prose(f.label)} | ${formatRatio(f.precision)} | ${formatRatio(f.recall)} |`);
  }
  if (q.note) lines.push('', `> ${prose(q.note)}`);
  return lines.join('\n');
}

function optionsSection(p: CatalogProcessor): string {
  const lines = ['## Options', ''];
  const rows = p.optionsSchema ? optionRows(p.optionsSchema) : [];
  if (rows.length > 0) {
    lines.push('Generated from the package\'s zod options schema.', '', renderOptionsTable(rows));
  } else if (p.optionsSchema) {
    lines.push('This processor takes no options.');
  } else {
    lines.push('::: info Options table unavailable', p.source === 'workspace' ? 'No options schema was found in the built package (an `optionsJsonSchema` export or a zod `...OptionsSchema` export). See the processor card below.' : 'Third-party entries list no options schema; see the package\'s README.', ':::');
  }
  return lines.join('\n');
}

// A reviewed third-party package's README is not in this repository (and the build never fetches
// it): point at where it is published instead of calling it missing.
function thirdPartyCard(p: CatalogProcessor): string {
  const where = [`[on npm](https://www.npmjs.com/package/${p.packageName})`];
  if (p.repository) where.push(`[in its repository](${p.repository}#readme)`);
  return `The processor card is the package's own README, published with the package: read it ${where.join(' or ')}.`;
}

// POSIX single quotes for a shell command built from a package's own range (untrusted text).
function shellQuote(text: string): string {
  return /^[\w.^~<>=*|-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function verdictNotice(p: CatalogProcessor): string {
  if (p.verifiedAt === undefined || p.conformance.status === 'pass') return '';
  const who = p.source === 'third-party' ? 'The registry crawler' : 'The registry\'s verifier, run on this built-in package like on a published one,';
  return ['::: danger Not verified', `${who} did not verify this version: ${prose(p.verdictReason ?? 'it failed the conformance kit')}. Its failures are listed under Conformance.`, ':::', ''].join('\n');
}

// A usage snippet made from the manifest's export and example options (third-party packages).
function usageSection(p: CatalogProcessor): string {
  if (p.source !== 'third-party' || p.export === undefined) return '';
  const options = JSON.stringify(p.exampleOptions ?? {}, null, 2).replace(/^/gm, '  ').trimStart();
  return ['## Usage', '', '```ts', `import { ${p.export} } from ${JSON.stringify(p.packageName)};`, '', `const processor = new ${p.export}(${options});`, `// add it to the agent's ${arrays(p.hooks).replace(/`/g, '') || 'processors'}`, '```', ''].join('\n');
}

/** The markdown of one processor's catalog page; `readme` is already VitePress-safe. */
export function renderProcessorPage(p: CatalogProcessor, readme: string | undefined): string {
  const hookLinks = p.hooks.map((h) => `[\`${h}\`](/reference/hooks.md#${h.toLowerCase()})`).join(', ');
  const install = p.source === 'third-party' && p.coreRange ? `pnpm add ${p.packageName} @sluice/core@${shellQuote(p.coreRange)}` : `pnpm add @sluice/core ${p.packageName}`;
  const facts = [
    `| Package | \`${p.packageName}\`${p.version ? ` ${p.version}` : ''} |`,
    '|---|---|',
    `| Processor id | \`${p.id}\` |`,
    `| Core compatibility | ${p.coreRange ? `\`${p.coreRange}\` (peer dependency on \`@sluice/core\`)` : 'not declared'} |`,
    `| Hooks | ${hookLinks} |`,
    `| Goes in | ${arrays(p.hooks)} |`,
    `| Category | ${p.category} |`,
  ];
  if (p.repository) facts.push(`| Repository | <${p.repository}> |`);
  const bytes = p.source === 'third-party' ? 'the published tarball' : 'the built package';
  if (p.verifiedAt) facts.push(`| Verified | ${p.verifiedAt.slice(0, 10)} by \`sluice-registry\` on ${bytes} (kit ${p.conformance.kitVersion ?? '?'}, core ${p.coreVersion ?? '?'}) |`);
  const sections = [
    '---',
    `title: ${JSON.stringify(p.name)}`,
    'prev: false',
    'next: false',
    '---',
    '',
    `# ${prose(p.name)}`,
    '',
    `<div class="processor-badges">${badges(p)}</div>`,
    '',
    prose(p.description),
    '',
    '## Install',
    '',
    '```sh',
    install,
    '```',
    '',
    facts.join('\n'),
    '',
    verdictNotice(p),
    usageSection(p),
    optionsSection(p),
    '',
    conformanceSection(p),
    '',
    qualitySection(p),
    '',
  ];
  if (p.className) {
    sections.push('::: tip Try it', `This processor runs in your browser in the <a href="/playground.html?processor=${p.id}">playground</a>.`, ':::', '');
  }
  sections.push('## Processor card', '');
  if (readme) {
    sections.push(readme);
  } else if (p.source === 'third-party') {
    sections.push(thirdPartyCard(p));
  } else {
    sections.push('::: warning README missing', 'The package has no README.md yet.', ':::');
  }
  return sections.join('\n');
}
