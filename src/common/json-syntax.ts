/**
 * A JSON syntax error as a person fixes it: where it is by line and column, on one line. The parser says
 * "at position 73421", which nobody can find in a 3,000-line workspace export, and quotes the source with its
 * line breaks, which splits a one-line error message over several lines.
 */

/** `Expected ',' or '}' after property value at line 3, column 25`, from the parser's error on `text`. */
export function jsonSyntaxMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const located = message.replace(/ in JSON at position (\d+)(?: \(line \d+ column \d+\))?$/, (_, at: string) => ` at ${lineAndColumn(text, Number(at))}`);
  // The quoted source some messages carry keeps its line breaks and tabs: shown as spaces, the message is one line.
  return located.replace(/\s+/g, ' ').trim();
}

/** `line 3, column 25` (both from 1) of the character at `offset`. */
export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
  return `line ${line}, column ${offset - lineStart + 1}`;
}
