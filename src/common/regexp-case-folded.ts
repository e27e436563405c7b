/**
 * A pattern's `i` flag written into its source, so that a part of it can keep its case: Node 20 has no `(?-i:…)`, and a
 * pattern compiled with `i` compares every letter of it folded. `caseFoldedSource(source, kept)` is `source` written to
 * match without the `i` flag what it matches with it, every letter as a class of its cases ("pay" → "[pP][aA][yY]"),
 * but for each occurrence of a `kept` source, left as written and so read in its own case (issue 18, h107km: a currency
 * mark that is an English word or a unit in small letters, "km 1,250", is none; category-cues-amounts.ts).
 *
 * Exact for the pattern without the `u` or `v` flag: a letter matches what ECMAScript's Canonicalize (its upper case,
 * unless that is more than one unit or an ASCII letter of a non-ASCII one) makes equal to it, inside a class or out of
 * it, negated or not. What folding cannot write is refused (throws): a back-reference (compared folded), an inline
 * modifier, an escape of a letter that is no known escape. Lexical (regex-source-tokens.ts): linear in the source.
 */
import { regexSourceTokens } from './regex-source-tokens.js';

/** A code unit as a pattern with `i` and without `u` compares it (ECMAScript's Canonicalize, non-Unicode). */
function canonical(unit: number): number {
  const c = String.fromCharCode(unit);
  const upper = c.toUpperCase();
  return upper.length === 1 && !(unit >= 128 && upper.charCodeAt(0) < 128) ? upper.charCodeAt(0) : unit;
}

/** Every unit by its canonical unit, for the units whose class of cases has more than one: built once, when first asked. */
let casesByCanonical: Map<number, number[]> | undefined;
function casesOf(unit: number): readonly number[] {
  // An ASCII letter's cases are its two: no non-ASCII unit folds to an ASCII one (Canonicalize refuses it).
  if ((unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122)) return [unit & ~32, unit | 32];
  if (unit < 128) return [unit];
  if (casesByCanonical === undefined) {
    const all = new Map<number, number[]>();
    for (let u = 128; u <= 0xffff; u++) {
      const key = canonical(u);
      const group = all.get(key);
      if (group) group.push(u);
      else all.set(key, [u]);
    }
    casesByCanonical = new Map([...all].filter(([, group]) => group.length > 1));
  }
  return casesByCanonical.get(canonical(unit)) ?? [unit];
}

/** A unit written so that it stands for itself in a class or out of one: an ASCII letter or digit as it is, else `\uXXXX`. */
function written(unit: number): string {
  return (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) ? String.fromCharCode(unit) : `\\u${unit.toString(16).padStart(4, '0')}`;
}

/** Units as a class body: consecutive runs of three or more as ranges. */
function classBody(units: readonly number[]): string {
  const sorted = [...new Set(units)].sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out += j - i >= 2 ? `${written(sorted[i])}-${written(sorted[j])}` : sorted.slice(i, j + 1).map(written).join('');
    i = j + 1;
  }
  return out;
}

/** The escapes of a character whose unit is fixed: `\n`, `\t` …; `\0` is NUL. */
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };
/** The escapes of a letter that stand for no letter: classes (and outside a class the word boundaries), each the same folded. */
const CLASS_ESCAPES = new Set(['d', 'D', 's', 'S', 'w', 'W']);
const BOUNDARY_ESCAPES = new Set(['b', 'B']);

/** The unit an escape (`\u0041`, `\x41`, `\n`, `\.`) stands for, or undefined for a class escape or an assertion; throws for what folding cannot write. */
function escapedUnit(escape: string, inClass: boolean): number | undefined {
  const lead = escape[1];
  if (lead === 'u' && escape.length === 6) return parseInt(escape.slice(2), 16);
  if (lead === 'x' && escape.length === 4) return parseInt(escape.slice(2), 16);
  if (lead === 'c' && escape.length === 3) return escape.charCodeAt(2) % 32;
  if (lead in CONTROL_ESCAPES && escape.length === 2) return CONTROL_ESCAPES[lead];
  if (inClass && lead === 'b') return 8;
  if (escape.length === 2 && (CLASS_ESCAPES.has(lead) || (!inClass && BOUNDARY_ESCAPES.has(lead)))) return undefined;
  if (/^[A-Za-z0-9]/.test(lead) || escape.length !== 2) throw new Error(`caseFoldedSource: cannot fold the escape ${escape}`);
  return escape.charCodeAt(1);
}

/** A member of a class: one unit, a range of units, or a class escape (`\w`: the same folded). */
type Member = { readonly text: string; readonly from: number; readonly to: number } | { readonly text: string; readonly escape: true };

/** A class's body read as members, in order; their texts joined give it back. */
function classMembers(body: string): Member[] {
  const atoms: { text: string; unit?: number }[] = [];
  for (let i = 0; i < body.length; ) {
    if (body[i] === '\\') {
      const m = /^\\(?:u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|[^])/.exec(body.slice(i, i + 6))!;
      atoms.push({ text: m[0], unit: escapedUnit(m[0], true) });
      i += m[0].length;
    } else {
      atoms.push({ text: body[i], unit: body.charCodeAt(i) });
      i++;
    }
  }
  const members: Member[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i];
    const dash = atoms[i + 1];
    const b = atoms[i + 2];
    // "a-z" is a range where both ends are units; a class escape beside the dash makes all three members (Annex B).
    if (dash?.text === '-' && b !== undefined && a.unit !== undefined && b.unit !== undefined) {
      members.push({ text: a.text + dash.text + b.text, from: a.unit, to: b.unit });
      i += 2;
    } else members.push(a.unit === undefined ? { text: a.text, escape: true } : { text: a.text, from: a.unit, to: a.unit });
  }
  return members;
}

/** A class (`[…]` or `[^…]`) with every case of its members added, so that it matches without `i` what it matched with it. */
function foldedClass(cls: string): string {
  const negated = cls[1] === '^';
  const body = cls.slice(negated ? 2 : 1, -1);
  const members = classMembers(body);
  const own = new RegExp(`[${body}]`);
  const extra: number[] = [];
  for (const m of members) {
    if ('escape' in m) continue;
    for (let u = m.from; u <= m.to; u++) for (const c of casesOf(u)) if (!own.test(String.fromCharCode(c))) extra.push(c);
  }
  if (extra.length === 0) return cls;
  // A dash ending the body would join the first unit added into a range: written escaped.
  const last = members.at(-1);
  const kept = last !== undefined && last.text === '-' ? `${body.slice(0, -1)}\\-` : body;
  return `[${negated ? '^' : ''}${kept}${classBody(extra)}]`;
}

/** A unit outside a class: itself, or a class of its cases. */
function foldedUnit(unit: number, as: string): string {
  const cases = casesOf(unit);
  return cases.length > 1 ? `[${classBody(cases)}]` : as;
}

/**
 * `source` written to match without the `i` flag what it matches with it (and the same other flags, not `u` nor `v`),
 * but each occurrence of a `kept` source, which matches as written: in its own case. A kept source must be whole tokens
 * of `source` where it occurs (a group, a class, an alternation in a group); one that is not throws.
 */
export function caseFoldedSource(source: string, kept: readonly string[] = []): string {
  const spans: [number, number][] = [];
  for (const k of kept) {
    if (k === '') continue;
    for (let at = source.indexOf(k); at >= 0; at = source.indexOf(k, at + k.length)) spans.push([at, at + k.length]);
  }
  const tokens = regexSourceTokens(source);
  const starts = new Set(tokens.map((t) => t.from));
  for (const [from, to] of spans) {
    if (!starts.has(from) || !(starts.has(to) || to === source.length)) throw new Error(`caseFoldedSource: a kept source is no whole tokens at ${from}`);
  }
  const inKept = (at: number): boolean => spans.some(([from, to]) => at >= from && at < to);
  let out = '';
  for (const t of tokens) {
    const text = source.slice(t.from, t.to);
    if (inKept(t.from)) out += text;
    else if (t.kind === 'literal') out += [...text].map((c) => (c.length === 1 ? foldedUnit(c.charCodeAt(0), c) : c)).join('');
    else if (t.kind === 'class') out += foldedClass(text);
    else if (t.kind === 'escape') {
      if (text[1] === 'k' || /^\\[1-9]/.test(text)) throw new Error(`caseFoldedSource: a back-reference compares folded (${text})`);
      const unit = escapedUnit(text, false);
      out += unit === undefined ? text : foldedUnit(unit, text);
    } else if (t.kind === 'open' && t.group === 'modifier') throw new Error('caseFoldedSource: an inline modifier');
    else out += text;
  }
  return out;
}
