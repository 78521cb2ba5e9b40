/** One thing the docs build noticed: something missing (the site shows a notice) or wrong. */
export interface BuildNotice {
  level: 'missing' | 'warning';
  subject: string;
  message: string;
}

/** Collects what the build could not find, so it is reported at the end instead of failing. */
export class BuildReport {
  readonly notices: BuildNotice[] = [];

  /** Records something absent from the workspace; the site shows a notice in its place. */
  missing(subject: string, message: string): void {
    this.notices.push({ level: 'missing', subject, message });
  }

  /** Records something present but unusable. */
  warning(subject: string, message: string): void {
    this.notices.push({ level: 'warning', subject, message });
  }

  /** A human-readable summary for the build log. */
  format(): string {
    if (this.notices.length === 0) return 'docs: everything the site pulls from the workspace was found.';
    const lines = this.notices.map((n) => `  - [${n.level}] ${n.subject}: ${n.message}`);
    return [`docs: ${this.notices.length} item(s) missing or unusable (the site shows notices):`, ...lines].join('\n');
  }
}
