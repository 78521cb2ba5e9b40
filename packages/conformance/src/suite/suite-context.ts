import { PROCESSOR_HOOKS, type Processor, type ProcessorHookName, type SluiceLanguageModel } from '@sluice/core';
import { ScriptedModel } from '../model/scripted-model.js';
import { ConformanceError } from './conformance-error.js';
import { DEFAULT_TIME_LIMIT_MS, HookWatch } from './hook-watch.js';
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
  /** A fresh processor, its hook calls held to `timeLimitMs` within the running check. */
  create(): Promise<Processor>;
  /** A fresh processor from `createWithOptions` with `extra` options; undefined when it was not given. */
  readonly createWithOptions: ((extra: Record<string, unknown>) => Promise<Processor>) | undefined;
  /** The longest any one hook call may take to settle within a check, in milliseconds. */
  readonly timeLimitMs: number;
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

function isPromiseLike(value: unknown): value is PromiseLike<Processor> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Builds the context from validated options. */
export function createSuiteContext(
  options: ProcessorSuiteOptions,
  it: ItFunction,
  knownHooks: readonly ProcessorHookName[] | undefined,
): SuiteContext {
  const entries = options.packageJson?.sluice?.processors ?? [];
  const supports = resolveSupports(options);
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  let registeredChecks = 0;
  // The running check's watch. Checks run one after another (the test runner's default and
  // runProcessorSuite's order), so one slot is enough.
  let watch: HookWatch | undefined;
  const guarded = async (made: Processor | Promise<Processor>, factory: string): Promise<Processor> => {
    const current = watch;
    if (current === undefined) return await made;
    const processor = isPromiseLike(made) ? await current.settle(made, factory, undefined) : made;
    return current.guard(processor);
  };
  const withOptions = options.createWithOptions;
  const context: SuiteContext = {
    supports,
    texts: options.fixtures?.texts ?? DEFAULT_TEXTS,
    options,
    timeLimitMs,
    catalogEntry: (id) => entries.find((entry) => entry.id === id),
    create: async () => await guarded(options.create(createEnvironment(options, supports)), 'create'),
    createWithOptions:
      withOptions === undefined
        ? undefined
        : async (extra) => await guarded(withOptions(extra, createEnvironment(options, supports)), 'createWithOptions'),
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
          const current = new HookWatch(timeLimitMs);
          watch = current;
          try {
            meta = await body();
          } catch (error) {
            // A hook that did not settle is the failure, whatever the check made of its rejection.
            if (current.timedOut !== undefined) throw current.timedOut;
            if (!(error instanceof SkipCheck)) throw error;
            const skip = (testContext as { skip?: (note?: string) => void } | undefined)?.skip;
            skip?.(error.reason);
            return;
          } finally {
            current.dispose();
            if (watch === current) watch = undefined;
          }
          if (current.timedOut !== undefined) throw current.timedOut;
          const task = (testContext as { task?: { meta?: Record<string, unknown> } } | undefined)?.task;
          if (task?.meta !== undefined) task.meta.sluice = { check: title, ...(meta ?? {}) };
        },
        // The runner's own timeout stays well above the kit's, so the kit's message is the one reported.
        Math.max(120_000, 3 * timeLimitMs + 30_000),
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
