/**
 * Help texts fit an 80-column terminal: a longer line wraps at the terminal's edge, in the middle of a word and
 * back at column 0, and the flag column no longer reads as a column. The texts are written to this width; the
 * lines shared by several commands (--version, --now, ...) are wrapped here, at each command's own flag column.
 */
import { TERMINAL_WIDTH, wrapItems } from '../common/wrap.js';

export const HELP_WIDTH = TERMINAL_WIDTH;

/** `  --flag ARG   text`, the text word-wrapped at HELP_WIDTH and continued under itself (at `column`). */
export function flagHelp(flag: string, text: string, column: number): string {
  // A flag longer than its column keeps two spaces before its text.
  const head = `  ${flag}`.length + 2 > column ? `  ${flag}  ` : `  ${flag}`.padEnd(column);
  return wrapItems(head, head, text.split(' '), ' ', HELP_WIDTH, undefined, ' '.repeat(column)).join('\n');
}
