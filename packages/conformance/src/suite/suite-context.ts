import { PROCESSOR_HOOKS, type Processor, type ProcessorHookName, type SluiceLanguageModel } from '@sluice/core';
import { ScriptedModel } from '../model/scripted-model.js';
import { ConformanceError } from './conformance-error.js';
import type {
  CatalogEntry,
  CreateEnvironment,
  ItFunction,
  ProcessorSuiteOptions,
  ProcessorSupports,
} from './suite-options.js';

/** Neutral texts used when the processor gives no fixtures. */
export const DEFAULT_TEXTS: readonly string[] = [
  'The quick brown fox jumps over the lazy dog.',
  'Hello, world! How are you today?',
  'Line one\nLine two\n\nLine four with trailing space ',
];

/** Figures a check attaches to its test (read by the CLI from the JSON report). */
export type CheckMeta = Record<string, unknown>;

/** What every concern's register function receives. */
export interface SuiteContext {
  readonly supports: Required<ProcessorSupports>;
  readonly texts: readonly string[];
  readonly options: ProcessorSuiteOptions;
  /** The catalog entry, once a processor was created (for the catalog checks). */
  catalogEntry(id: string): CatalogEntry | undefined;
  /** A fresh processor. */
  create(): Promise<Processor>;
  /**
   * The hooks the processor implements when `create` answered synchronously at registration, else
   * undefined (checks are then registered for every hook and skipped at run time when absent).
   */
  readonly knownHooks: readonly ProcessorHookName[] | undefined;
  /** Registers checks for `hook` only if it may be implemented. */
  mayImplement(hook: ProcessorHookName): boolean;
  /** Skips the running check unless the processor implements `hook`. */
  requireHook(processor: Processor, hook: ProcessorHookName): void;
  /**
   * Registers a check. `skip` (a reason) registers it skipped. The body may return figures to
   * attach to the test's `meta.sluice`.
   */
  check(title: string, body: () => Promise<CheckMeta | void>, skip?: string | false): void;
  /** How many checks were registered so far (run or skipped). */
  readonly registeredChecks: number;
  /** Throws a `ConformanceError` for `title`. */
  fail(title: string, message: string, cause?: unknown): never;
}

function modelThatMustNotBeCalled(): SluiceLanguageModel {
  const refuse = () => {
    throw new ConformanceError(
      'model use',
      'the processor called a language model but does not declare supports.needsModel',
    );
  };
  return new ScriptedModel([refuse, refuse], { loop: true, modelId: 'undeclared-model' });
}

/** The processor's declared capabilities: `supports` over the catalog entry's, with defaults. */
export function resolveSupports(options: ProcessorSuiteOptions): Required<ProcessorSupports> {
  const entries = options.packageJson?.sluice?.processors ?? [];
  const fromCatalog = entries.length === 1 ? (entries[0]?.supports ?? {}) : {};
  const merged = { ...fromCatalog, ...(options.supports ?? {}) };
  return {
    holdsBackText: merged.holdsBackText ?? false,
    transformsText: merged.transformsText ?? false,
    mutatesMessages: merged.mutatesMessages ?? false,
    needsModel: merged.needsModel ?? false,
    deterministic: merged.deterministic ?? true,
  };
}

/** What `create` receives: the fixture model when the processor needs one, else a refusing model. */
export function createEnvironment(
  options: ProcessorSuiteOptions,
  supports: Required<ProcessorSupports>,
): CreateEnvironment {
  const model = supports.needsModel
    ? (options.fixtures?.model?.() ?? new ScriptedModel([{ text: 'ok' }], { loop: true }))
    : modelThatMustNotBeCalled();
  return { model };
}

/** Builds the context from validated options. */
export function createSuiteContext(
  options: ProcessorSuiteOptions,
  it: ItFunction,
  knownHooks: readonly ProcessorHookName[] | undefined,
): SuiteContext {
  const entries = options.packageJson?.sluice?.processors ?? [];
  const supports = resolveSupports(options);
  let registeredChecks = 0;
  const context: SuiteContext = {
    supports,
    texts: options.fixtures?.texts ?? DEFAULT_TEXTS,
    options,
    catalogEntry: (id) => entries.find((entry) => entry.id === id),
    async create() {
      return await options.create(createEnvironment(options, supports));
    },
    knownHooks,
    mayImplement: (hook) => knownHooks === undefined || knownHooks.includes(hook),
    requireHook(processor, hook) {
      if (!implementedHooks(processor).includes(hook)) throw new SkipCheck(`does not implement ${hook}`);
    },
    get registeredChecks() {
      return registeredChecks;
    },
    check(title, body, skip) {
      registeredChecks++;
      if (typeof skip === 'string' && skip !== '') {
        const skipped = `${title} (skipped: ${skip})`;
        if (it.skip !== undefined) it.skip(skipped, () => undefined);
        else it(skipped, () => undefined);
        return;
      }
      it(
        title,
        async (testContext?: unknown) => {
          let meta: CheckMeta | void;
          try {
            meta = await body();
          } catch (error) {
            if (!(error instanceof SkipCheck)) throw error;
            const skip = (testContext as { skip?: (note?: string) => void } | undefined)?.skip;
            skip?.(error.reason);
            return;
          }
          const task = (testContext as { task?: { meta?: Record<string, unknown> } } | undefined)?.task;
          if (task?.meta !== undefined) task.meta.sluice = { check: title, ...(meta ?? {}) };
        },
        120_000,
      );
    },
    fail(title, message, cause) {
      throw new ConformanceError(title, message, cause === undefined ? {} : { cause });
    },
  };
  return context;
}

/** The hook names `processor` implements (own or inherited functions). */
export function implementedHooks(processor: Processor): ProcessorHookName[] {
  const record = processor as unknown as Record<string, unknown>;
  return PROCESSOR_HOOKS.filter((hook) => typeof record[hook] === 'function');
}

/** Thrown inside a check to skip it at run time (for example a hook the processor lacks). */
export class SkipCheck extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SkipCheck';
  }
}
