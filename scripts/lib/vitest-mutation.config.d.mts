/** Test files left out of mutation runs: linear-time proofs on megabytes of input. */
export declare const LONG_INPUT_TESTS: string[];
declare const config: { test: Record<string, unknown> };
export default config;
