/** A small, strict argument parser: `--flag`, `--key value`, `--key=value`, repeated keys, positionals. */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string[]>;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], spec: { booleans?: string[]; values?: string[] }): ParsedArgs {
  const booleans = new Set(spec.booleans ?? []);
  const values = new Set(spec.values ?? []);
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  const add = (k: string, v: string) => flags.set(k, [...(flags.get(k) ?? []), v]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg.startsWith('-') && arg !== '-' && arg.length > 1) {
        if (arg === '-h') add('help', 'true');
        else throw new UsageError(`unknown option ${arg}`);
        continue;
      }
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const key = arg.slice(2, eq === -1 ? undefined : eq);
    if (booleans.has(key)) {
      if (eq !== -1) throw new UsageError(`--${key} takes no value`);
      add(key, 'true');
    } else if (values.has(key)) {
      const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${key} needs a value`);
      add(key, value);
    } else {
      throw new UsageError(`unknown option --${key}`);
    }
  }
  return { positionals, flags };
}

export function flag(args: ParsedArgs, key: string): boolean {
  return args.flags.has(key);
}

export function value(args: ParsedArgs, key: string): string | undefined {
  return args.flags.get(key)?.at(-1);
}

export function values(args: ParsedArgs, key: string): string[] {
  return args.flags.get(key) ?? [];
}
