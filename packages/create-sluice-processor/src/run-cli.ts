import { CATEGORIES, type ProcessorCategory } from './names.js';
import { scaffold, type ScaffoldOptions } from './scaffold.js';

const USAGE = `usage: pnpm create sluice-processor <name> [options]

  <name>               shout | sluice-processor-shout | @scope/name
  --dir <path>         target directory (default: ./<package name without scope>)
  --category <c>       ${CATEGORIES.join(' | ')} (default: guardrail)
  --description <text> one-line description
  --core-range <range> peer range on @sluice/core (default: ^0.1.0)
  --workspace          use workspace: ranges (inside a Sluice pnpm workspace)`;

/** Parses `args` and scaffolds; returns the exit code. Output goes through `log`. */
export async function runCli(args: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  const options: Partial<ScaffoldOptions> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const value = (): string => {
      const next = args[i + 1];
      i++;
      if (next === undefined) throw new TypeError(`${arg} needs a value`);
      return next;
    };
    try {
      if (arg === '--help' || arg === '-h') {
        log(USAGE);
        return 0;
      } else if (arg === '--dir') options.directory = value();
      else if (arg === '--category') options.category = value() as ProcessorCategory;
      else if (arg === '--description') options.description = value();
      else if (arg === '--core-range') options.coreRange = value();
      else if (arg === '--workspace') options.workspace = true;
      else if (arg.startsWith('-')) throw new TypeError(`unknown option ${arg}`);
      else rest.push(arg);
    } catch (error) {
      log(`create-sluice-processor: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
  }
  if (rest.length !== 1) {
    log(USAGE);
    return 2;
  }
  try {
    const result = await scaffold({ ...options, name: rest[0] ?? '' });
    log(`Created ${result.packageName} in ${result.directory}:`);
    for (const file of result.files) log(`  ${file}`);
    log(`\nNext:\n  cd ${result.directory}\n  pnpm install\n  pnpm test          # behaviour + conformance tests\n  pnpm conformance   # writes conformance.json for the catalog`);
    return 0;
  } catch (error) {
    log(`create-sluice-processor: ${(error as Error).message}`);
    return 1;
  }
}
