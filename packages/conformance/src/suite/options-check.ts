import { describeError } from './stream-outcome.js';
import type { SuiteContext } from './suite-context.js';

/** The option key the check passes; no processor should define it. */
export const UNKNOWN_OPTION_KEY = 'sluiceConformanceUnknownKey';

const TITLE = 'createWithOptions() rejects an unknown option key with a typed error naming it';

/**
 * Registers the options check: built with an unknown option key, the processor must throw a
 * typed error (a string `code`) whose message names the key, so a typo such as
 * `{ stratgy: 'block' }` can never silently weaken it. Skipped without `createWithOptions`.
 */
export function registerOptionsCheck(ctx: SuiteContext): void {
  const createWithOptions = ctx.createWithOptions;
  ctx.check(
    TITLE,
    async () => {
      if (createWithOptions === undefined) return;
      let caught: unknown;
      try {
        await createWithOptions({ [UNKNOWN_OPTION_KEY]: true });
      } catch (error) {
        caught = error;
      }
      if (caught === undefined) {
        ctx.fail(
          TITLE,
          `accepted the unknown option key \`${UNKNOWN_OPTION_KEY}\` without an error; reject unknown keys ` +
            "(core's parseProcessorOptions does) so a misspelt option cannot be silently ignored",
        );
      }
      const code: unknown = caught instanceof Error ? (caught as Error & { code?: unknown }).code : undefined;
      if (!(caught instanceof Error) || typeof code !== 'string' || code === '') {
        ctx.fail(
          TITLE,
          `threw ${describeError(caught)}, which has no string \`code\`; throw a typed error such as core's ProcessorOptionsError`,
          caught,
        );
      }
      if (!caught.message.includes(UNKNOWN_OPTION_KEY)) {
        ctx.fail(TITLE, `the ${code} error does not name the unknown key \`${UNKNOWN_OPTION_KEY}\` in its message`, caught);
      }
    },
    createWithOptions === undefined ? 'no createWithOptions given' : false,
  );
}
