import type { ModerationClassifier } from './classifier.js';
import { ModerationClassifierError } from './errors/moderation-classifier-error.js';
import { Judge, type Verdict } from './judge.js';
import {
  categoryDefinitions,
  describeFlags,
  thresholdTable,
  type ModerationPhase,
  type ModerationViolationDetail,
} from './moderation-policy.js';
import type { ResolvedModerationOptions } from './options.js';
import type { HookTools } from './run-state.js';

/** The processor hook that checks each phase. */
const HOOK_OF_PHASE: Readonly<Record<ModerationPhase, string>> = {
  input: 'processInput',
  'output-stream': 'processOutputStream',
  'output-result': 'processOutputResult',
  'tool-result': 'processToolResult',
};

/**
 * What every phase shares: the resolved options, the classifier, and the rules for a verdict
 * (block aborts, warn reports, filter reports and drops) and for a failed classification
 * (fail-closed rethrows, fail-open reports and lets the text through).
 */
export class ModerationContext {
  readonly options: ResolvedModerationOptions;
  readonly classifier: ModerationClassifier;

  constructor(options: ResolvedModerationOptions, classifier: ModerationClassifier) {
    this.options = options;
    this.classifier = classifier;
  }

  /** A fresh judge (with an empty cache) for one run. */
  createJudge(): Judge {
    return new Judge({
      classifier: this.classifier,
      categories: categoryDefinitions(this.options),
      thresholds: thresholdTable(this.options),
      timeoutMs: this.options.timeoutMs,
    });
  }

  /**
   * Judges `texts` with `judge`; on a classifier failure applies the error strategy: rethrows
   * (fail-closed, or the run was cancelled) or reports a warning and returns `undefined` (fail-open:
   * every text passes unchecked).
   */
  async judgeOrFail(
    judge: Judge,
    texts: readonly string[],
    tools: HookTools,
    phase: ModerationPhase,
  ): Promise<Verdict[] | undefined> {
    try {
      return await judge.judge(texts, tools.abortSignal);
    } catch (error) {
      await this.failOpenOrThrow(error, tools, phase);
      return undefined;
    }
  }

  /** Rethrows `error` unless the error strategy is fail-open; then reports a warning. */
  async failOpenOrThrow(error: unknown, tools: HookTools, phase: ModerationPhase): Promise<void> {
    if (tools.abortSignal.aborted) throw error;
    const classifierError = ModerationClassifierError.isInstance(error) ? error : undefined;
    if (this.options.errorStrategy === 'fail-closed') {
      throw classifierError === undefined ? error : classifierError.at(this.options.id, HOOK_OF_PHASE[phase]);
    }
    await tools.reportViolation({
      action: 'warn',
      message: `Moderation could not classify the ${phase}; passed unchecked (fail-open)`,
      detail: {
        phase,
        classifier: this.classifier.id,
        flags: [],
        error: {
          code: classifierError?.code ?? 'UNKNOWN',
          ...(classifierError === undefined ? {} : { reason: classifierError.reason }),
        },
      } satisfies ModerationViolationDetail,
    });
  }

  /**
   * Applies the strategy to a flagged text: `block` aborts (throws a TripWire); `warn` and
   * `filter` report the violation. Returns true when the text should be dropped (filter).
   */
  async enforce(
    verdict: Verdict,
    tools: HookTools,
    detail: Omit<ModerationViolationDetail, 'classifier' | 'flags'>,
  ): Promise<boolean> {
    if (verdict.flags.length === 0) return false;
    const full: ModerationViolationDetail = { ...detail, classifier: this.classifier.id, flags: verdict.flags };
    const message = describeFlags(detail.phase, verdict.flags);
    const strategy = this.options.strategy;
    if (strategy === 'block') tools.abort(message, { metadata: full });
    await tools.reportViolation({ action: strategy, message, detail: full });
    return strategy === 'filter';
  }
}
