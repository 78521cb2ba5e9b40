import type { Processor, SluiceLanguageModel, StoredMessage } from '@sluice/core';

/** A test body; receives the runner's test context (vitest's has `task.meta`). */
export type TestBody = (context?: unknown) => unknown;

/** The `it`/`test` function of the test runner (vitest's works as it is). */
export interface ItFunction {
  (name: string, body: TestBody, timeout?: number): unknown;
  /** Registers a skipped test; used for checks the processor's `supports` rules out. */
  skip?: (name: string, body: TestBody, timeout?: number) => unknown;
}

/** The `describe` function of the test runner. */
export type DescribeFunction = (name: string, body: () => void) => unknown;

/**
 * What a processor declares about itself. The suite skips the checks that do not apply to it and
 * holds it to what it declares; declare the same object in the package's catalog entry
 * (`"sluice": { "processors": [{ ..., "supports": { ... } }] }`) so users see the same promise.
 */
export interface ProcessorSupports {
  /**
   * `processOutputStream` may drop text deltas and release them later (e.g. to redact an entity
   * split across chunks). When false, the suite checks that every text delta leaves at once.
   * @default false
   */
  holdsBackText?: boolean;
  /**
   * The processor may change streamed text (redact, mask, filter). When false, the suite checks
   * that text comes out exactly as it went in. @default false
   */
  transformsText?: boolean;
  /**
   * Message hooks may edit the messages they receive in place (through the `MessageList`). When
   * false, the suite checks that message hooks leave their inputs untouched. @default false
   */
  mutatesMessages?: boolean;
  /**
   * The processor calls a language model; `create` receives the model from `fixtures.model`.
   * When false, `create` receives a model that fails the check if called. @default false
   */
  needsModel?: boolean;
  /**
   * The same input in a fresh request always gives the same output. When false, checks that compare
   * outputs of two runs (state isolation, split invariance) are skipped. @default true
   */
  deterministic?: boolean;
}

/** Inputs the suite uses besides its own generated ones. */
export interface SuiteFixtures {
  /**
   * Texts that exercise the processor (for a redactor: texts containing what it redacts). They are
   * split into chunks every way, run concurrently, and compared. @default a few neutral sentences
   */
  texts?: readonly string[];
  /** Input messages for the message hooks. @default one user message per fixture text */
  messages?: () => StoredMessage[];
  /** The model given to `create` when `supports.needsModel` is true. */
  model?: () => SluiceLanguageModel;
}

/** What `create` receives. */
export interface CreateEnvironment {
  /** The model to use (see `ProcessorSupports.needsModel`). */
  model: SluiceLanguageModel;
}

/** A processor package's `package.json` (the parts the suite reads). */
export interface ProcessorPackageJson {
  name?: string;
  version?: string;
  keywords?: readonly string[];
  peerDependencies?: Record<string, string>;
  sluice?: { processors?: readonly CatalogEntry[] };
}

/** One processor's entry in a package's `"sluice"` catalog. */
export interface CatalogEntry {
  id: string;
  name?: string;
  hooks?: readonly string[];
  category?: string;
  supports?: ProcessorSupports;
  [key: string]: unknown;
}

/** Options of `processorSuite`. */
export interface ProcessorSuiteOptions {
  /** The test runner's `describe`. */
  describe: DescribeFunction;
  /** The test runner's `it` (or `test`). */
  it: ItFunction;
  /** Returns a fresh processor each call (the suite creates several). */
  create: (environment: CreateEnvironment) => Processor | Promise<Processor>;
  /**
   * Returns a fresh processor built with `options` merged over the ones `create` uses, e.g.
   * `(options) => new MyProcessor({ ...required, ...options })`. When given, the suite checks that
   * an unknown option key makes it throw a typed error (one with a string `code`, such as core's
   * `ProcessorOptionsError` from `parseProcessorOptions`) that names the key; when absent, that
   * check is skipped.
   */
  createWithOptions?: (options: Record<string, unknown>, environment: CreateEnvironment) => Processor | Promise<Processor>;
  /**
   * Longest time, in milliseconds, that any one hook call (and each `create`) may take to settle
   * within a check. A call still pending then fails the check with a `HookTimeoutError` naming the
   * hook and the processor id, instead of the test runner's timeout. @default 10000
   */
  timeLimitMs?: number;
  /** What the processor declares about itself; merged over the catalog entry's `supports`. */
  supports?: ProcessorSupports;
  /** Inputs that exercise the processor. */
  fixtures?: SuiteFixtures;
  /** The package's `package.json` contents: enables the catalog checks. */
  packageJson?: ProcessorPackageJson;
  /** Title of the outer `describe`. @default `sluice conformance` */
  title?: string;
}
