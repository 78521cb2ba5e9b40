import type { AllowedOptionValue, OptionIssue } from '../contract/option-issue.js';

function quote(value: AllowedOptionValue): string {
  return typeof value === 'string' ? `\`${value}\`` : String(value);
}

/**
 * One issue as a line: `path: message`, then `did you mean` and the allowed keys or values when
 * known, e.g. ``stratgy: unknown option, did you mean `strategy`? (allowed keys: `id`, `strategy`)``.
 */
export function formatOptionIssue(issue: OptionIssue): string {
  let text = issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
  if (issue.suggestion !== undefined) text += `, did you mean \`${issue.suggestion}\`?`;
  if (issue.allowed !== undefined && issue.allowed.length > 0) {
    text += ` (allowed ${issue.key === undefined ? 'values' : 'keys'}: ${issue.allowed.map(quote).join(', ')})`;
  }
  return text;
}
