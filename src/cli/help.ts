/**
 * Help texts fit an 80-column terminal: a longer line wraps at the terminal's edge, in the middle of a word and
 * back at column 0, and the flag column no longer reads as a column. The texts are written to this width; the
 * lines shared by several commands (--version, --now, ...) are wrapped here, at each command's own flag column.
 */
export const HELP_WIDTH = 80;

/** `  --flag ARG   text`, the text word-wrapped at HELP_WIDTH and continued under itself (at `column`). */
export function flagHelp(flag: string, text: string, column: number): string {
  const lines: string[] = [];
  // A flag longer than its column keeps two spaces before its text.
  let line = `  ${flag}`.length + 2 > column ? `  ${flag}  ` : `  ${flag}`.padEnd(column);
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line);
      line = ' '.repeat(column);
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}
