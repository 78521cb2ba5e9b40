/**
 * The mutation score of a Stryker JSON report (mutation-testing-report-schema), as Stryker counts
 * it: detected (killed or timed out) over valid mutants (detected, survived or without coverage).
 * Mutants that could not compile or run, or that were ignored, are not counted.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 * @returns {{ detected: number, survived: number, noCoverage: number, valid: number, percent: number }}
 */
export function mutationScore(report) {
  let detected = 0;
  let survived = 0;
  let noCoverage = 0;
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') detected++;
      else if (status === 'Survived') survived++;
      else if (status === 'NoCoverage') noCoverage++;
    }
  }
  const valid = detected + survived + noCoverage;
  return { detected, survived, noCoverage, valid, percent: valid === 0 ? 0 : (100 * detected) / valid };
}
