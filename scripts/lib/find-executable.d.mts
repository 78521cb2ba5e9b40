/** The absolute path of an executable found in `pathValue` (default: this process's PATH), or undefined. */
export function findExecutable(name: string, pathValue?: string): string | undefined;
