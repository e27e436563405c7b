/**
 * A JSON syntax error as a person fixes it: where it is by line and column, on one line. The parser says
 * "at position 73421", which nobody can find in a 3,000-line workspace export, and quotes the source with its
 * line breaks, which splits a one-line error message over several lines.
 */

/**
 * `text` without the byte order mark some editors write first (Windows Notepad's "UTF-8 with BOM"): invisible, it made a
 * workspace "Unexpected token ' '"; RFC 8259 lets a parser ignore it.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `Expected ',' or '}' after property value at line 3, column 25`, from the parser's error on `text`. */
export function jsonSyntaxMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  let located = message.replace(/ in JSON at position (\d+)(?: \(line \d+ column \d+\))?$/, (_, at: string) => ` at ${lineAndColumn(text, Number(at))}`);
  // An unexpected token comes with the text around it and no offset ('Unexpected token \']\', ..."1,]" is not valid JSON'):
  // the commonest slips (a trailing comma in a list, a word without quotes, a comment) were the ones left unlocated.
  if (located === message) {
    const offset = syntaxErrorOffset(text);
    if (offset !== undefined) located = `${message} at ${lineAndColumn(text, offset)}`;
  }
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

type Expecting = 'value' | 'value or ]' | 'key' | 'key or }' | ':' | ', or close' | 'end';
const LITERAL = /true|false|null/y;
const ESCAPED_CHAR = /^["\\/bfnrt]$/;

/**
 * The offset (UTF-16, as the parser counts) of the first character that makes `text` no JSON, or undefined when it is
 * JSON: one pass, a stack of the open brackets, no recursion (a 50 MB file or 100,000 nested brackets are fine).
 */
export function syntaxErrorOffset(text: string): number | undefined {
  const open: string[] = [];
  let expecting: Expecting = 'value';
  let i = 0;
  const afterValue = (): Expecting => (open.length === 0 ? 'end' : ', or close');
  while (true) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
    if (i >= text.length) return expecting === 'end' ? undefined : i;
    const c = text[i];
    if (expecting === 'end') return i;
    if (expecting === ':') {
      if (c !== ':') return i;
      i++;
      expecting = 'value';
    } else if (expecting === ', or close') {
      const top = open[open.length - 1];
      if (c === ',') {
        i++;
        expecting = top === '{' ? 'key' : 'value';
      } else if ((c === ']' && top === '[') || (c === '}' && top === '{')) {
        open.pop();
        i++;
        expecting = afterValue();
      } else return i;
    } else if (expecting === 'key' || expecting === 'key or }') {
      if (c === '}' && expecting === 'key or }') {
        open.pop();
        i++;
        expecting = afterValue();
      } else if (c === '"') {
        const end = stringEnd(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expecting = ':';
      } else return i;
    } else if (c === ']' && expecting === 'value or ]') {
      open.pop();
      i++;
      expecting = afterValue();
    } else if (c === '{' || c === '[') {
      open.push(c);
      i++;
      expecting = c === '{' ? 'key or }' : 'value or ]';
    } else if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expecting = afterValue();
    } else {
      const end = c === '-' || (c >= '0' && c <= '9') ? numberEnd(text, i) : literalEnd(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expecting = afterValue();
    }
  }
}

/** The offset after the string opening at `at`, or -(offset of its fault) - 1 (a control character, a bad escape, no end). */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c < 32) return -i - 1;
    if (c === 92) {
      if (text[i + 1] === 'u') {
        // The parser names the first character that is no hex digit.
        for (let k = i + 2; k < i + 6; k++) if (!/[0-9a-fA-F]/.test(text[k] ?? '')) return -k - 1;
        i += 6;
      } else if (ESCAPED_CHAR.test(text[i + 1] ?? '')) i += 2;
      else return -(i + 1) - 1; // the character after the backslash
    } else i++;
  }
  return -text.length - 1;
}

/** The offset after `true`, `false` or `null` at `at`, or -at - 1. */
function literalEnd(text: string, at: number): number {
  LITERAL.lastIndex = at;
  return LITERAL.test(text) ? LITERAL.lastIndex : -at - 1;
}

/** The offset after the number at `at`, or -(offset of its fault) - 1: where a digit was due, as the parser says. */
function numberEnd(text: string, at: number): number {
  const digit = (k: number): boolean => k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  let i = at;
  if (text[i] === '-') i++;
  if (!digit(i)) return -i - 1;
  if (text[i] === '0') i++;
  else while (digit(i)) i++;
  if (text[i] === '.') {
    i++;
    if (!digit(i)) return -i - 1;
    while (digit(i)) i++;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    if (!digit(i)) return -i - 1;
    while (digit(i)) i++;
  }
  return i;
}
