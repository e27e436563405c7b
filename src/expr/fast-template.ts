/**
 * A hand-written twin of grammar/expression.peggy's `Template` rule, for speed: the peggy parser allocates
 * its whole rule set on every call (~2 KB of closures and constants), and a large workspace compiles
 * hundreds of thousands of response texts. It mirrors the rule alternative by alternative (same parts,
 * same objects); the template rule cannot fail (its last alternative takes any character), so neither
 * can this. test/expr/template-parser.test.ts checks that both give the same parts.
 */
import type { Expr, TemplatePart } from './ast.js';
import { PREFIX_LENGTH } from './peggy-parser.js';

const DOLLAR = 36;
const AT = 64;
const HASH = 35;
const LT = 60;
const QUESTION = 63;
const BACKSLASH = 92;
const DOT = 46;
const DASH = 45;
const OPEN_PAREN = 40;
const OPEN_BRACE = 123;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdent = (c: number): boolean => isAlpha(c) || isDigit(c);
const isRefSigil = (c: number): boolean => c === DOLLAR || c === AT || c === HASH;

/** The template's parts, as the grammar's `Template` rule returns them. */
export function parseTemplatePartsFast(source: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const n = source.length;
  let i = 0;
  while (i < n) {
    const c = source.charCodeAt(i);
    // "<?" body "?>"
    if (c === LT && source.charCodeAt(i + 1) === QUESTION) {
      const close = source.indexOf('?>', i + 2);
      if (close >= 0) {
        parts.push({ type: 'Block', body: source.slice(i + 2, close), offset: PREFIX_LENGTH + i + 2 });
        i = close + 2;
        continue;
      }
    }
    // "\\" [$@#]
    if (c === BACKSLASH && isRefSigil(source.charCodeAt(i + 1))) {
      parts.push({ type: 'Text', text: source[i + 1] });
      i += 2;
      continue;
    }
    if (isRefSigil(c)) {
      const end = textReference(source, i, parts);
      if (end > i) {
        i = end;
        continue;
      }
    }
    // A run of text: backslashes not before [$@#], and any character but \ $ @ # <.
    let j = i;
    while (j < n) {
      const d = source.charCodeAt(j);
      if (d === BACKSLASH ? isRefSigil(source.charCodeAt(j + 1)) : d === DOLLAR || d === AT || d === HASH || d === LT) break;
      j++;
    }
    if (j > i) {
      parts.push({ type: 'Text', text: source.slice(i, j) });
      i = j;
      continue;
    }
    // Any one character (a `<`, or a sigil that starts no reference).
    parts.push({ type: 'Text', text: source[i] });
    i++;
  }
  return parts;
}

/** `TextReference` at `i` (a sigil): pushes the part and returns its end, or returns `i` when it does not match. */
function textReference(source: string, i: number, parts: TemplatePart[]): number {
  const c = source.charCodeAt(i);
  if (c === DOLLAR) {
    const nameEnd = contextNameEnd(source, i + 1);
    if (nameEnd < 0) return i;
    const open = source.charCodeAt(i + 1);
    const name = open === OPEN_PAREN || open === OPEN_BRACE ? source.slice(i + 2, nameEnd - 1) : source.slice(i + 1, nameEnd);
    const path: string[] = [];
    const end = textPath(source, nameEnd, path);
    const expression = path.reduce<Expr>((o, p) => ({ type: 'Member', object: o, property: p, safe: true }), { type: 'Context', name });
    parts.push({ type: 'Ref', expression, raw: source.slice(i, end) });
    return end;
  }
  if (c === AT) {
    const nameEnd = wordEnd(source, i + 1, false);
    if (nameEnd < 0) return i;
    const path: string[] = [];
    const end = textPath(source, nameEnd, path);
    const [first, ...rest] = path;
    const base: Expr = { type: 'Entity', name: source.slice(i + 1, nameEnd), property: first === undefined ? null : first };
    const expression = rest.reduce<Expr>((o, p) => ({ type: 'Member', object: o, property: p, safe: true }), base);
    parts.push({ type: 'Ref', expression, raw: source.slice(i, end) });
    return end;
  }
  const nameEnd = wordEnd(source, i + 1, true);
  if (nameEnd < 0) return i;
  parts.push({ type: 'Ref', expression: { type: 'Intent', name: source.slice(i + 1, nameEnd) }, hash: true, raw: source.slice(i, nameEnd) });
  return nameEnd;
}

/** `ContextName` from `i`: `(…)`, `{…}` (one character or more inside) or an identifier; its end, or -1. */
function contextNameEnd(source: string, i: number): number {
  const c = source.charCodeAt(i);
  if (c === OPEN_PAREN || c === OPEN_BRACE) {
    const close = source.indexOf(c === OPEN_PAREN ? ')' : '}', i + 1);
    if (close > i + 1) return close + 1;
    // `(` then `{`: the other bracket cannot match at a `(` or `{`, and neither starts an identifier.
    return -1;
  }
  if (!isAlpha(c)) return -1;
  let j = i + 1;
  while (j < source.length && isIdent(source.charCodeAt(j))) j++;
  return j;
}

/**
 * `EntityName` (`-` inside) or, with `dots`, `IntentName` (`-` and `.` inside): a word character, then word
 * characters or a separator followed by one; its end, or -1.
 */
function wordEnd(source: string, i: number, dots: boolean): number {
  if (!isIdent(source.charCodeAt(i))) return -1;
  let j = i + 1;
  for (;;) {
    const c = source.charCodeAt(j);
    if (isIdent(c)) j++;
    else if ((c === DASH || (dots && c === DOT)) && isIdent(source.charCodeAt(j + 1))) j += 2;
    else return j;
  }
}

/** `TextPath`: `.name` segments from `i` into `path`; returns their end. */
function textPath(source: string, i: number, path: string[]): number {
  let j = i;
  while (source.charCodeAt(j) === DOT && isAlpha(source.charCodeAt(j + 1))) {
    let k = j + 2;
    while (k < source.length && isIdent(source.charCodeAt(k))) k++;
    path.push(source.slice(j + 1, k));
    j = k;
  }
  return j;
}
