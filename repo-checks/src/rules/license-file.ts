import type { Rule } from './rule.js';
import { fileText } from './rule.js';

/** The tarball has a `LICENSE` identical to the repository root's. */
export const licenseFileRule: Rule = (pkg, { rootLicense }) => {
  const license = pkg.files.get('LICENSE');
  if (license === undefined) {
    return [
      {
        package: pkg.name,
        rule: 'license-file',
        subject: 'LICENSE',
        message: 'not in the tarball (add it to the package folder and to `files`)',
      },
    ];
  }
  if (fileText(license) !== rootLicense) {
    return [
      {
        package: pkg.name,
        rule: 'license-file',
        subject: 'LICENSE',
        message: 'differs from the root LICENSE (copy the root one)',
      },
    ];
  }
  return [];
};
