import type { TemplateContext } from './template-context.js';

/** The standard headings of a processor card, in order. */
export const PROCESSOR_CARD_HEADINGS = [
  'What is this?',
  'When should I use this?',
  'Install',
  'Use',
  'API',
  'Hooks',
  'Failure behaviour',
  'Quality and latency',
  'Compatibility',
  'Security',
  'Related',
  'License',
] as const;

/** The generated README: a processor card with the standard headings. */
export function readme(t: TemplateContext): string {
  const fence = '```';
  return `# ${t.packageName}

${t.description}

## What is this?

\`${t.className}\` is a [Sluice](https://github.com/sluice) output processor. It watches the streamed
text of an agent and reports a \`warn\` violation each time a text delta matches a pattern. It never
changes or blocks the stream.

## When should I use this?

Use it to observe (log, count, alert on) content in model output without altering it. To redact or
block, start from this package and return modified chunks or call \`abort()\` instead.

## Install

${fence}sh
pnpm add ${t.packageName} @sluice/core
${fence}

## Use

${fence}ts
import { Agent } from '@sluice/core';
import { ${t.className} } from '${t.packageName}';

const agent = new Agent({
  id: 'support',
  instructions: 'You are helpful.',
  model,
  outputProcessors: [new ${t.className}({ pattern: 'password' })],
});
${fence}

## API

### \`new ${t.className}(options?)\`

| option | type | default | meaning |
|---|---|---|---|
| \`pattern\` | \`string\` | \`'TODO'\` | Regular expression (source) to flag in streamed text. |
| \`flags\` | \`string\` | \`'i'\` | Regular expression flags; only \`i\`, \`m\`, \`s\`, \`u\`. |

Invalid options, and unknown keys (with the nearest valid one), throw core's \`ProcessorOptionsError\` listing every problem.

## Hooks

| hook | what it does |
|---|---|
| \`processOutputStream\` | Checks each \`text-delta\`; reports \`{ action: 'warn' }\` on a match; returns every chunk unchanged. |

## Failure behaviour

The processor does not throw on any input (checked by the conformance kit). It fails closed like
every processor: if it ever threw, the run would end with a \`ProcessorError\` naming \`${t.id}\`.

## Quality and latency

Run \`pnpm conformance\` to measure: it writes \`conformance.json\` with every check and the added
latency per chunk (p50, p95). Figures: not measured yet.

Limitations: each delta is checked alone, so a match split across two chunks is missed.

## Compatibility

- \`@sluice/core\` ${t.coreRange} (peer dependency)
- AI SDK language models V2 (ai 5) and V3 (ai 6), through \`@sluice/core\`
- Node >= 20.19, browsers and edge runtimes (Web APIs only)

## Security

The violation detail holds a match count, never the matched text.

## Related

- [\`@sluice/conformance\`](https://www.npmjs.com/package/@sluice/conformance): the test kit this package uses.

## License

MIT
`;
}
