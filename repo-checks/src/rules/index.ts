import type { RuleName } from '../finding.js';
import { attwRule } from './attw.js';
import { declaredImportsRule } from './declared-imports.js';
import { licenseFileRule } from './license-file.js';
import { metadataRule } from './metadata.js';
import { noWorkspaceTextRule } from './no-workspace-text.js';
import { publintRule } from './publint.js';
import { readmeLinksRule } from './readme-links.js';
import type { Rule } from './rule.js';

/** Every hygiene rule by name. */
export const RULES: Readonly<Record<RuleName, Rule>> = {
  metadata: metadataRule,
  'license-file': licenseFileRule,
  'declared-imports': declaredImportsRule,
  'no-workspace-text': noWorkspaceTextRule,
  'readme-links': readmeLinksRule,
  publint: publintRule,
  attw: attwRule,
};

export type { Rule, RuleContext } from './rule.js';
