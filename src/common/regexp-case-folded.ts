/**
 * A pattern's `i` flag written into its source, so that a part of it can keep its case: Node 20 has no `(?-i:…)`, and a
 * pattern compiled with `i` compares every letter of it folded. `caseFoldedSource(source, kept)` is `source` written to
 * match without the `i` flag what it matches with it, every letter as a class of its cases ("pay" → "[pP][aA][yY]"),
 * but for each occurrence of a `kept` source, left as written and so read in its own case (issue 18, h107km: a currency
 * mark that is an English word or a unit in small letters, "km 1,250", is none; numbers/money-shapes.ts' moneyPattern).
 *
 * Exact for the pattern without the `u` or `v` flag: a letter, inside a class or out of it, negated or not, matches the
 * units the pattern with `i` matches for it (an ASCII letter its two cases; outside ASCII, the engine's own answer).
 * What folding cannot write is refused (throws): a back-reference (compared folded), an inline modifier, an escape of a
 * letter that is no known escape. Lexical (regex-source-tokens.ts): linear in the source.
 */
import { regexSourceTokens } from './regex-source-tokens.js';

/**
 * The units a pattern with `i` (and without `u`) matches for a class member that reaches outside ASCII (a unit, "é", or
 * a range, "\u00e0-\u00ff"), asked of the engine itself: its every unit searched once, per member (cached). ECMAScript's
 * Canonicalize says what it should be (the upper case, unless that is more than one unit or an ASCII letter of a
 * non-ASCII one); the engine's own answer is what the folded pattern must agree with.
 */
let everyUnit: string | undefined;
const casesOfMember = new Map<string, readonly number[]>();
function casesOutsideAscii(member: string): readonly number[] {
  let cases = casesOfMember.get(member);
  if (cases === undefined) {
    if (everyUnit === undefined) {
      let all = '';
      for (let from = 0; from <= 0xffff; from += 0x1000) all += String.fromCharCode(...Array.from({ length: 0x1000 }, (_, i) => from + i));
      everyUnit = all;
    }
    cases = (everyUnit.match(new RegExp(`[${leadingCaretEscaped(member)}]`, 'gi')) ?? []).map((c) => c.charCodeAt(0));
    casesOfMember.set(member, cases);
  }
  return cases;
}

/**
 * A class body or member written to stand in a class of its own: a leading `^` escaped, or it would negate the class
 * (`[^^a]`'s body `^a`, a range `^-\u00ff`; review h107rev, finding 7).
 */
function leadingCaretEscaped(body: string): string {
  return body.startsWith('^') ? `\\${body}` : body;
}

/** The letters, marks, letter numbers and symbols that may have another case ("é", "Ⅰ", "Ⓐ"): any other unit is its own only. */
const MAY_HAVE_CASES = /[\p{L}\p{M}\p{Nl}\p{So}]/u;

/** The units a pattern with `i` matches for `unit`: an ASCII letter's two, itself for a unit without case. */
function casesOf(unit: number): readonly number[] {
  // An ASCII letter's cases are its two: no non-ASCII unit folds to an ASCII one (Canonicalize refuses it).
  if ((unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122)) return [unit & ~32, unit | 32];
  if (unit < 128 || !MAY_HAVE_CASES.test(String.fromCharCode(unit))) return [unit];
  return casesOutsideAscii(`\\u${unit.toString(16).padStart(4, '0')}`);
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

/** The units of a literal run that may have another case: ASCII letters and any unit outside ASCII (a surrogate alone has none). */
const MAY_FOLD = /[A-Za-z]|[^\x00-\x7f]/g;
/** A class body with no letter, no unit outside ASCII and no escape of a unit (`[^|\n]`, `[\w-]`, `[.;:]`): its own fold. */
const NO_CASES = /^(?:[^A-Za-z\\\u0080-\uffff]|\\[dDsSwWnrtfv\\\]\[^$.*+?(){}|\/-])*$/;
/** Each class folded (many repeat across patterns: `[^.;]`, `[\w'’-]`). */
const foldedClasses = new Map<string, string>();

/** A class (`[…]` or `[^…]`) with every case of its members added, so that it matches without `i` what it matched with it. */
function foldedClass(cls: string): string {
  if (NO_CASES.test(cls.slice(1, -1))) return cls;
  let folded = foldedClasses.get(cls);
  if (folded === undefined) {
    folded = foldedClassOnce(cls);
    foldedClasses.set(cls, folded);
  }
  return folded;
}

function foldedClassOnce(cls: string): string {
  const negated = cls[1] === '^';
  const body = cls.slice(negated ? 2 : 1, -1);
  const members = classMembers(body);
  const own = new RegExp(`[${leadingCaretEscaped(body)}]`);
  const extra: number[] = [];
  for (const m of members) {
    if ('escape' in m) continue;
    const cases = m.to < 128 ? Array.from({ length: m.to - m.from + 1 }, (_, i) => casesOf(m.from + i)).flat() : casesOutsideAscii(m.text);
    for (const c of cases) if (!own.test(String.fromCharCode(c))) extra.push(c);
  }
  if (extra.length === 0) return cls;
  // A dash ending the body would join the first unit added into a range: written escaped.
  const last = members.at(-1);
  const kept = last !== undefined && last.text === '-' ? `${body.slice(0, -1)}\\-` : body;
  return `[${negated ? '^' : ''}${kept}${classBody(extra)}]`;
}

/** A unit outside a class: itself, or a class of its cases ("[pP]"). */
function foldedUnit(unit: number, as: string): string {
  if ((unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122)) return `[${String.fromCharCode(unit)}${String.fromCharCode(unit ^ 32)}]`;
  const cases = casesOf(unit);
  return cases.length > 1 ? `[${written(unit)}${classBody(cases.filter((c) => c !== unit))}]` : as;
}

/**
 * `source` written to match without the `i` flag what it matches with it (and the same other flags, not `u` nor `v`),
 * but each occurrence of a `kept` source, which matches as written: in its own case. A kept source must be a group
 * (`(?:KM|RO)`), and stand where its group opens in `source`; one that is not throws. The parts between the kept
 * groups are folded once each, whatever pattern repeats them (MONEY's tail stands in many cues).
 */
export function caseFoldedSource(source: string, kept: readonly string[] = []): string {
  const spans: [number, number][] = [];
  for (const k of kept) {
    if (k === '') continue;
    if (!isOneGroup(k)) throw new Error(`caseFoldedSource: a kept source is no group: ${k.slice(0, 40)}`);
    for (let at = source.indexOf(k); at >= 0; at = source.indexOf(k, at + k.length)) spans.push([at, at + k.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of spans) {
    // A kept group inside another already kept is kept with it.
    if (to <= at) continue;
    if (from < at) throw new Error(`caseFoldedSource: kept groups overlap at ${from}`);
    out += foldedPiece(source.slice(at, from)) + source.slice(from, to);
    at = to;
  }
  return out + foldedPiece(source.slice(at));
}

/** Whether `source` is one group, its opening's `)` its last character. */
function isOneGroup(source: string): boolean {
  const tokens = regexSourceTokens(source);
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const kind = tokens[i].kind;
    if (kind === 'open') depth++;
    else if (kind === 'close') depth--;
    if (depth === 0 && i < tokens.length - 1) return false;
  }
  return tokens.length > 1 && tokens[0].kind === 'open' && depth === 0;
}

/** Whether a class token is closed: it ends with a `]` that no backslash escapes ("[a]", not "[a\\]" cut short). */
function closedClass(cls: string): boolean {
  let escapes = 0;
  for (let i = cls.length - 2; i > 0 && cls[i] === '\\'; i--) escapes++;
  return cls.length >= 2 && cls.endsWith(']') && escapes % 2 === 0;
}

/** Each part between kept groups folded, by its source. */
const foldedPieces = new Map<string, string>();

/** A part of a source up to a kept group or from one, folded: it may not end inside a class or an escape. */
function foldedPiece(piece: string): string {
  let folded = foldedPieces.get(piece);
  if (folded !== undefined) return folded;
  folded = '';
  const tokens = regexSourceTokens(piece);
  const last = tokens.at(-1);
  if (last !== undefined && ((last.kind === 'class' && !closedClass(piece.slice(last.from, last.to))) || (last.kind === 'escape' && last.to - last.from < 2))) {
    throw new Error('caseFoldedSource: a kept group stands inside a class or an escape');
  }
  for (const t of tokens) {
    const text = piece.slice(t.from, t.to);
    if (t.kind === 'literal') folded += text.replace(MAY_FOLD, (c) => foldedUnit(c.charCodeAt(0), c));
    else if (t.kind === 'class') folded += foldedClass(text);
    else if (t.kind === 'escape') {
      if (text[1] === 'k' || /^\\[1-9]/.test(text)) throw new Error(`caseFoldedSource: a back-reference compares folded (${text})`);
      const unit = escapedUnit(text, false);
      folded += unit === undefined ? text : foldedUnit(unit, text);
    } else if (t.kind === 'open' && t.group === 'modifier') throw new Error('caseFoldedSource: an inline modifier');
    else folded += text;
  }
  foldedPieces.set(piece, folded);
  return folded;
}
