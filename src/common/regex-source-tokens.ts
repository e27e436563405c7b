/**
 * A regular expression's source read as tokens: the one walk of regex source under the build's rewrites of it
 * (regexp.ts's blank runs and optional groups, regexp-group-ends.ts, regexp-word-boundaries.ts), which each read the
 * same escapes, classes, groups and quantifiers and differ only in what they write. Lexical only: it pairs no brackets
 * and checks nothing (each rewrite decides what it cannot read). Not for the `v` flag's nested classes.
 *
 * The tokens cover the source in order, with nothing between them: joined they give it back. An escape or a class is
 * one token, whatever it holds (`\u0041`, `\p{Lu}`, `\k<name>`, `[^\]a-z]`), so a `(`, `|` or `{` inside one is never
 * read as syntax.
 */

/**
 * What a token is:
 * - `literal`: characters outside a class that are none of the others (letters, blanks, a `{` that starts no
 *   quantifier): a run of them, but the one a quantifier repeats is a token of its own (`ab+` is `a`, `b`, `+`);
 * - `escape`: `\` and what it escapes: `\b`, `\s`, `\uXXXX`, `\u{…}`, `\xXX`, `\cX`, `\p{…}`, `\k<…>`, a
 *   back-reference's digits;
 * - `class`: `[` to its `]`, negated or not, escapes within it skipped;
 * - `open`: a group's opening, with its kind ({@link RegexSourceToken.group}); `close`: its `)`;
 * - `alternative`: `|`;
 * - `quantifier`: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each with a lazy `?` after it if there is one;
 * - `anchor`: `^` or `$`.
 */
export type TokenKind = 'literal' | 'escape' | 'class' | 'open' | 'close' | 'alternative' | 'quantifier' | 'anchor';

/**
 * What a group's opening says it is: `(`, `(?<name>`, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`; `modifier` for `(?i:`,
 * `(?-m:` or a `(?` none of the others reads (a rewrite that does not know its meaning leaves the source alone).
 */
export type GroupKind =
  | 'capture'
  | 'named'
  | 'non-capturing'
  | 'lookahead'
  | 'negative-lookahead'
  | 'lookbehind'
  | 'negative-lookbehind'
  | 'modifier';

export interface RegexSourceToken {
  readonly kind: TokenKind;
  /** Where it starts in the source, and where the next begins. */
  readonly from: number;
  readonly to: number;
  /** A quantifier's least and most repeats (Infinity: unbounded), and whether it is lazy; 0 and false for any other token. */
  readonly min: number;
  readonly max: number;
  readonly lazy: boolean;
  /** An opening's kind; null for any other token. */
  readonly group: GroupKind | null;
}

/** Each read at an index of the whole source (sticky): no slice of it is made. */
const BRACE_QUANTIFIER = /\{(\d{1,16})(?:(,)(\d{0,16}))?\}/y;
const GROUP_OPENING = /\(\?(?::|=|!|<=|<!|<[^>()|[\]\\]{1,64}>|[a-z]{0,3}(?:-[a-z]{1,3})?:)/y;
/** Escapes longer than two characters. Read only where they are whole: `\u{` without its hex digits and `}` is two. */
const LONG_ESCAPE = /\\(?:u\{[0-9A-Fa-f]{1,6}\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|[pP]\{[A-Za-z_=]{1,64}\}|k<[^>()|[\]\\]{1,64}>|\d{1,64})/y;
/** What starts an escape LONG_ESCAPE may read: any other is two characters. */
const LONG_ESCAPE_LEAD = 'uxcpPk0123456789';

/** `source`'s tokens, in order, covering it (see the file's head). Linear: each character is read once, a few at most twice. */
export function regexSourceTokens(source: string): RegexSourceToken[] {
  const tokens: RegexSourceToken[] = [];
  const push = (kind: TokenKind, from: number, to: number, group: GroupKind | null = null, min = 0, max = 0, lazy = false): number => {
    tokens.push({ kind, from, to, min, max, lazy, group });
    return to;
  };
  const n = source.length;
  for (let i = 0; i < n; ) {
    const c = source[i];
    if (c === '\\') {
      i = push('escape', i, Math.min(n, i + (i + 2 < n && LONG_ESCAPE_LEAD.includes(source[i + 1]) ? (stickyAt(LONG_ESCAPE, source, i)?.[0].length ?? 2) : 2)));
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      for (; j < n && source[j] !== ']'; j++) if (source[j] === '\\') j++;
      i = push('class', i, Math.min(n, j + 1));
    } else if (c === '(') {
      i = source[i + 1] === '?' ? push('open', i, ...openingAt(source, i)) : push('open', i, i + 1, 'capture');
    } else if (c === ')' || c === '|' || c === '^' || c === '$') {
      i = push(c === ')' ? 'close' : c === '|' ? 'alternative' : 'anchor', i, i + 1);
    } else if (c === '*' || c === '+' || c === '?') {
      const lazy = source[i + 1] === '?';
      i = push('quantifier', i, i + (lazy ? 2 : 1), null, c === '+' ? 1 : 0, c === '?' ? 1 : Infinity, lazy);
    } else {
      const brace = c === '{' ? stickyAt(BRACE_QUANTIFIER, source, i) : null;
      if (brace === null) {
        let j = i + 1;
        for (let code = source.charCodeAt(j); j < n && (code >= 128 || SYNTAX[code] === 0); code = source.charCodeAt(++j));
        // The last of a run before a quantifier is what it repeats.
        if (j - i > 1 && j < n && isQuantifierAt(source, j)) i = push('literal', i, j - 1);
        i = push('literal', i, j);
      } else {
        const least = Number(brace[1]);
        const most = brace[2] === undefined ? least : brace[3] === '' ? Infinity : Number(brace[3]);
        const end = i + brace[0].length;
        const lazy = source[end] === '?';
        i = push('quantifier', i, end + (lazy ? 1 : 0), null, least, most, lazy);
      }
    }
  }
  return tokens;
}

/** The characters that end a run of literals: `\\ [ ( ) | ^ $ * + ? {`. */
const SYNTAX = new Uint8Array(128);
for (const c of '\\[()|^$*+?{') SYNTAX[c.charCodeAt(0)] = 1;

/** Whether a quantifier starts at `at`. */
function isQuantifierAt(source: string, at: number): boolean {
  const c = source[at];
  return c === '*' || c === '+' || c === '?' || (c === '{' && stickyAt(BRACE_QUANTIFIER, source, at) !== null);
}

/** `pattern` (sticky) matched at `at` of `source`, or null. */
function stickyAt(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

/** Where the opening at `i` (which starts `(?`) ends and its kind; one it does not read is a `modifier` of `(` alone. */
function openingAt(source: string, i: number): [to: number, group: GroupKind] {
  const opening = stickyAt(GROUP_OPENING, source, i)?.[0];
  if (opening === undefined) return [i + 1, 'modifier'];
  const kind: GroupKind =
    opening === '(?:'
      ? 'non-capturing'
      : opening === '(?='
        ? 'lookahead'
        : opening === '(?!'
          ? 'negative-lookahead'
          : opening === '(?<='
            ? 'lookbehind'
            : opening === '(?<!'
              ? 'negative-lookbehind'
              : opening[2] === '<'
                ? 'named'
                : 'modifier';
  return [i + opening.length, kind];
}

/** Whether a group of `kind` is a lookaround: it reads no characters, and what it finds it leaves behind. */
export function isLookaround(kind: GroupKind | null): boolean {
  return kind === 'lookahead' || kind === 'negative-lookahead' || kind === 'lookbehind' || kind === 'negative-lookbehind';
}
