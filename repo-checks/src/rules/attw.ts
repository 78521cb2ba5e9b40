import { checkPackage, createPackageFromTarballData, type Problem } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import type { Rule } from './rule.js';

/** Where a problem is: `<entry point> (<resolution>)`, or the file it is in. */
function problemSubject(problem: Problem): string {
  if ('entrypoint' in problem) return `${problem.entrypoint} (${problem.resolutionKind})`;
  if ('typesFileName' in problem) return problem.typesFileName;
  if ('resolutionOption' in problem) return `${problem.fileName} (${problem.resolutionOption})`;
  return problem.fileName;
}

/**
 * Are the Types Wrong finds nothing on the tarball under every resolution (node10, node16 from
 * CJS and from ESM, bundler): the CLI's default `strict` profile, run offline on the local tarball.
 */
export const attwRule: Rule = async (pkg) => {
  const analysis = await checkPackage(createPackageFromTarballData(pkg.tarball));
  if (analysis.types === false) {
    return [{ package: pkg.name, rule: 'attw', subject: 'types', message: 'the package ships no types' }];
  }
  return analysis.problems.map((problem) => ({
    package: pkg.name,
    rule: 'attw' as const,
    subject: problemSubject(problem),
    message: `${problem.kind}: ${problemKindInfo[problem.kind].description}`,
  }));
};
