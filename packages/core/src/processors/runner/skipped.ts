/** Returned by the executor when a fail-open processor threw: the hook's result is skipped. */
export const SKIPPED: unique symbol = Symbol('sluice.skipped');
