/**
 * A program a test needs is not installed. The message names the program and the exact command
 * that installs it, so the run can stop at once instead of failing test by test.
 */
export class MissingServiceError extends Error {
  /** Stable code for tests and scripts. */
  readonly code = 'TEST_SERVICE_MISSING';
  /** The executable that was looked for. */
  readonly executable: string;
  /** The command that installs it on Debian. */
  readonly installCommand: string;

  constructor(executable: string, installCommand: string) {
    super(`${executable} is not installed (looked in PATH). Install it with: ${installCommand}`);
    this.name = 'MissingServiceError';
    this.executable = executable;
    this.installCommand = installCommand;
  }
}
