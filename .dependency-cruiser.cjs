// @ts-check
// dependency-cruiser rules for the packages' sources (issue #20, item 2).
// Run: `pnpm lint:deps` (part of `pnpm lint` and `npm test`); core's `src/layering.test.ts` runs the
// same rules over core through the API. packages/core/README.md ("Layering") explains them.

const CORE = '^packages/core/src/';

// Core's folders, lowest first. A production file may import from its own folder and from folders
// listed before it, never from one listed after it: so the folders cannot form a cycle.
// `contract/` is the shared vocabulary (pure types and small constants) and imports no folder.
const LAYERS = [
  'contract',
  'errors',
  'model',
  'messages',
  'memory',
  'processors',
  'tools',
  'stream',
  'model-call',
  'authoring',
  'loop',
  'agent',
];

// Upward imports that are behaviour, not vocabulary, and are allowed by name. Each one is a folder
// cycle that stays until the function moves; add nothing here without a reason.
const LAYER_EXCEPTIONS = [
  {
    name: 'messages-uses-nearest-name',
    // MessageList's "did you mean" for an unknown message source reuses authoring's edit-distance
    // helper (behaviour). Leaves the folder cycle authoring ⇄ messages.
    from: `${CORE}messages/message-source\\.ts$`,
    to: `${CORE}authoring/nearest-name\\.ts$`,
  },
  {
    name: 'with-timeout-parses-its-options',
    // withTimeout() validates its options with authoring's parseProcessorOptions (behaviour), as
    // every built-in processor does. Leaves the folder cycle authoring ⇄ processors.
    from: `${CORE}processors/combinators/with-timeout-options\\.ts$`,
    to: `${CORE}authoring/parse-processor-options\\.ts$`,
  },
];

// File cycles allowed by name: a cycle is reported unless every file in it belongs to one of these.
const CYCLE_EXCEPTIONS = [
  {
    name: 'pii-labelled-cases',
    // processor-pii's test fixtures: the hand-written cases take their type from labelled-cases,
    // which lists them (a type-only back edge). Outside core; left to processor-pii.
    files: '^packages/processor-pii/src/fixtures/(hand-written-cases|labelled-cases)\\.ts$',
  },
];

// Test files and test support: exempt from the layering (a test may import any folder), and never
// imported by production files.
const TEST = [
  '\\.test\\.ts$',
  '\\.test-d\\.ts$',
  `${CORE}test-utils/`,
  `${CORE}.+/test/`,
  `${CORE}.+/test-helpers\\.ts$`,
  `${CORE}.+/test-tracer\\.ts$`,
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => {
  const above = LAYERS.slice(index + 1);
  const exceptions = LAYER_EXCEPTIONS.filter((e) => e.from.startsWith(`${CORE}${layer}/`));
  return {
    name: layer === 'contract' ? 'contract-imports-no-folder' : `layer-${layer}`,
    severity: 'error',
    comment:
      layer === 'contract'
        ? 'contract/ is the shared vocabulary: it imports nothing from core\'s other folders.'
        : `${layer}/ may import only from ${LAYERS.slice(0, index).join(', ')} (folders below it), ` +
          'so that core\'s folders form a layering without cycles.',
    from: { path: `${CORE}${layer}/`, pathNot: [...TEST, ...exceptions.map((e) => e.from)] },
    to: { path: `${CORE}(${above.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const exceptionRules = LAYER_EXCEPTIONS.map((exception) => {
  const layer = LAYERS.findIndex((l) => exception.from.startsWith(`${CORE}${l}/`));
  return {
    name: `layer-exception-${exception.name}`,
    severity: 'error',
    comment: `Allowed exception '${exception.name}': this file may import ${exception.to} and nothing else above its folder.`,
    from: { path: exception.from },
    to: { path: `${CORE}(${LAYERS.slice(layer + 1).join('|')})/`, pathNot: exception.to },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No file imports itself through others. Named exceptions: ' +
        CYCLE_EXCEPTIONS.map((e) => e.name).join(', ') +
        ' (see CYCLE_EXCEPTIONS).',
      from: { path: '^packages/[^/]+/src/' },
      // One string: dependency-cruiser 17 does not join an array given to `via`.
      to: { circular: true, via: { pathNot: CYCLE_EXCEPTIONS.map((e) => `(${e.files})`).join('|') } },
    },
    ...layerRules,
    ...exceptionRules,
    {
      name: 'no-foreign-internals',
      severity: 'error',
      comment: "A core folder does not import another folder's internal/ files.",
      from: { path: `${CORE}([^/]+)/` },
      to: { path: [`${CORE}[^/]+/internal/`, `${CORE}[^/]+/.*/internal/`], pathNot: `${CORE}$1/` },
    },
    {
      name: 'no-test-support-in-production',
      severity: 'error',
      comment: 'Production files do not import tests or test support.',
      from: { path: CORE, pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'processors-use-core-entry',
      severity: 'error',
      comment:
        "Processors import @sluice/core only through its public entry '@sluice/core': no '@sluice/core/host' (the runner is for hosts), no '@sluice/core/src/...', no relative path into packages/core.",
      from: { path: '^packages/processor-[^/]+/src/' },
      to: {
        path: ['^packages/core/', '^@sluice/core/'],
        pathNot: '^packages/core/(dist/index\\.(js|cjs|d\\.ts|d\\.cts)|package\\.json)$',
      },
    },
    {
      name: 'hosts-use-core-entries',
      severity: 'error',
      comment:
        "The conformance battery is a host: it imports @sluice/core through its entries '@sluice/core' and '@sluice/core/host' only: no '@sluice/core/src/...', no relative path into packages/core.",
      from: { path: '^packages/conformance/src/' },
      to: {
        path: ['^packages/core/', '^@sluice/core/'],
        pathNot: ['^packages/core/(dist/(index|host)\\.(js|cjs|d\\.ts|d\\.cts)|package\\.json)$', '^@sluice/core/host$'],
      },
    },
  ],
  options: {
    // Type-only imports count: a folder cycle of types is still a cycle of meaning.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Built output and dependencies are endpoints, never cruised. (Not `exclude`: that would drop
    // the imports of `@sluice/core`, which resolve to packages/core/dist.)
    doNotFollow: { path: ['node_modules', '^packages/[^/]+/dist/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
