/** How every command reports a workspace file the service would refuse (its own file: eval loads no engine for --help). */
import { CliError, EXIT } from './exit.js';

/** `FILE: invalid workspace`, then the first ten problems, each with its JSON path: unreadable input, exit 2. */
export function invalidWorkspace(path: string, errors: readonly { path?: string; message: string }[]): CliError {
  const details = errors.slice(0, 10).map((d) => `  ${d.path || '(root)'}: ${d.message}`);
  const more = errors.length > 10 ? [`  ... and ${errors.length - 10} more`] : [];
  return new CliError([`${path}: invalid workspace`, ...details, ...more].join('\n'), EXIT.usage);
}
