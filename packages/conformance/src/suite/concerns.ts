/**
 * The concerns `processorSuite` groups its checks under, in the order it registers them. The CLI's
 * report builder recognises kit checks among a package's tests by these titles, so a concern added
 * to the suite is a concern the report shows.
 */
export const CONCERNS = [
  'contract shape',
  'accepted shapes',
  'state isolation',
  'input mutation',
  'pass-through',
  'hold-back',
  'robust inputs',
  'bounded memory',
  'latency',
  'parallel group',
] as const;

/** One of the suite's concern titles. */
export type Concern = (typeof CONCERNS)[number];
