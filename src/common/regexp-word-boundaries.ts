/**
 * `\b` written as the one side it can still fail on. V8 compiles a word boundary into a test of the character before and
 * the one after, each against the word class; MODAL (natures, 12,000 characters, 102 of them) spends 153 of its 689 KB
 * of native code on them (bench/log.md, "The cold classify, part 20"). Where the pattern itself puts a word character
 * on one side — `shall\b`, `(?:right|option)s?\b`, `\b(?:shall|will)` — the boundary is the other side's test alone:
 * `(?!\w)` after a word character, `(?<!\w)` before one. The same matches, captures and indices in every mode: `\b`
 * and `\w` read the same word characters (ECMAScript's WordCharacters, with `u` and `i` the letters that fold to one
 * too), and a literal ASCII letter, digit or underscore, `\w`, `\d` or a class of them only matches one of those.
 */

import { regexSourceTokens, type TokenKind } from './regex-source-tokens.js';

/** What each token is to the word boundaries' two passes. */
const WORD = 1; // one character that is certainly a word character: a literal, `\w`, `\d`, a class of them
const OTHER = 2; // any other atom (it may also match nothing: a back-reference)
const OPENS = 3;
const CLOSES = 4;
const ALT = 5;
const QUANT = 6;
const ZERO = 7; // `^`, `$`, `\B`: zero-width, the characters around them unchanged
const BOUNDARY = 8; // `\b`

const AHEAD = 1;
const BEHIND = 2;

/** A class whose every member is an ASCII letter, digit or underscore: `[a-z]`, `[A-Za-z0-9_]`, `[\d]`. */
const WORD_CLASS = /^\[(?:[0-9](?:-[0-9])?|[a-z](?:-[a-z])?|[A-Z](?:-[A-Z])?|_|\\[dw])+\]$/;
const WORD_CHAR = /^[A-Za-z0-9_]$/;

/**
 * `source` with each `\b` that has a certain word character on one side written as the other side's test (see the
 * file's head); a source it cannot read (an inline modifier group, unbalanced brackets) comes back as it is. Not for
 * the `v` flag's nested classes. Linear: two passes over the tokens (regex-source-tokens.ts).
 */
export function wordBoundariesOneSided(source: string): string {
  if (!source.includes('\\b')) return source;
  // One entry per token, a literal run's characters one each (a boundary looks at the one beside it).
  const kind: number[] = [];
  const from: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  const look: number[] = [];
  for (const t of regexSourceTokens(source)) {
    const { kind: tokenKind, group: tokenGroup, from: start, to: end } = t;
    // An inline modifier group ("(?i:") or anything else unread: leave the source as it is.
    if (tokenKind === 'open' && tokenGroup === 'modifier') return source;
    const side = tokenGroup === 'lookahead' || tokenGroup === 'negative-lookahead' ? AHEAD : tokenGroup === 'lookbehind' || tokenGroup === 'negative-lookbehind' ? BEHIND : 0;
    for (let at = start; at < end; at = tokenKind === 'literal' ? at + 1 : end) {
      kind.push(tokenKind === 'literal' ? (WORD_CHAR.test(source[at]) ? WORD : OTHER) : kindOf(tokenKind, source.slice(start, end)));
      from.push(at);
      min.push(t.min);
      max.push(t.max);
      look.push(side);
    }
  }
  const n = kind.length;
  const pair = pairs(kind);
  if (pair === null) return source;
  /** The quantifier after the atom that ends at `end` (its token or its group's `)`), or -1. */
  const quantifierAfter = (end: number): number => (kind[end + 1] === QUANT ? end + 1 : -1);
  const wordBefore = sideStates(n, (i) => i, (i) => kind[i], pair, quantifierAfter, min, max, look, BEHIND, OPENS);
  const wordAfter = sideStates(n, (i) => n - 1 - i, (i) => kind[i], pair, quantifierAfter, min, max, look, AHEAD, CLOSES);
  let out = '';
  let copied = 0;
  for (let i = 0; i < n; i++) {
    if (kind[i] !== BOUNDARY || !(wordBefore[i] || wordAfter[i])) continue;
    out += `${source.slice(copied, from[i])}${wordBefore[i] ? '(?!\\w)' : '(?<!\\w)'}`;
    copied = from[i] + 2;
  }
  return copied === 0 ? source : out + source.slice(copied);
}

/** A token's part in the two passes, by its lexical kind and its text. */
function kindOf(lexical: TokenKind, text: string): number {
  switch (lexical) {
    case 'escape':
      return text === '\\b' ? BOUNDARY : text === '\\B' ? ZERO : text === '\\d' || text === '\\w' ? WORD : OTHER;
    case 'class':
      return WORD_CLASS.test(text) ? WORD : OTHER;
    case 'open':
      return OPENS;
    case 'close':
      return CLOSES;
    case 'alternative':
      return ALT;
    case 'quantifier':
      return QUANT;
    case 'anchor':
      return ZERO;
    default:
      return OTHER;
  }
}

/** Each bracket's partner by index (both ways), or null where they do not balance. */
function pairs(kind: readonly number[]): number[] | null {
  const pair: number[] = new Array<number>(kind.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < kind.length; i++) {
    if (kind[i] === OPENS) open.push(i);
    else if (kind[i] === CLOSES) {
      const o = open.pop();
      if (o === undefined) return null;
      pair[o] = i;
      pair[i] = o;
    }
  }
  return open.length === 0 ? pair : null;
}

/**
 * For each token, whether the character on one side of its position is certainly a word character: read forwards
 * (`order` the identity, `entering` OPENS) it is the character before; read backwards (`entering` CLOSES) the one after.
 * A zero-width token leaves the state as it is; an atom sets it to whether it matches a word character, or, when it may
 * repeat zero times, to both that and the state before it. A group's alternatives start from its entry state (none
 * for a lookaround's far side: a lookbehind's start, a lookahead's end; none inside a group that may repeat, whose
 * later rounds start from an earlier round's end), and the group leaves them all (a lookaround leaves the state as
 * it found it). Certain only: unknown is false.
 */
function sideStates(
  n: number,
  order: (step: number) => number,
  kindAt: (i: number) => number,
  pair: readonly number[],
  quantifierAfter: (end: number) => number,
  min: readonly number[],
  max: readonly number[],
  look: readonly number[],
  farSide: number,
  entering: number,
): boolean[] {
  const states: boolean[] = new Array<boolean>(n).fill(false);
  const frames: { outer: boolean; entry: boolean; all: boolean }[] = [{ outer: false, entry: false, all: true }];
  let state = false;
  for (let step = 0; step < n; step++) {
    const i = order(step);
    const k = kindAt(i);
    states[i] = state;
    if (k === WORD || k === OTHER) {
      const q = quantifierAfter(i);
      const matchesWord = k === WORD;
      state = q >= 0 && min[q] < 1 ? state && matchesWord : matchesWord;
    } else if (k === OPENS || k === CLOSES) {
      const opening = k === OPENS ? i : pair[i];
      const q = quantifierAfter(pair[opening]);
      if (k === entering) {
        const entry: boolean = look[opening] === farSide || (look[opening] === 0 && q >= 0 && max[q] > 1) ? false : state;
        frames.push({ outer: state, entry, all: true });
        state = entry;
      } else {
        const frame = frames.pop() ?? { outer: false, entry: false, all: true };
        const left: boolean = frame.all && state;
        state = look[opening] !== 0 ? frame.outer : q >= 0 && min[q] < 1 ? frame.outer && left : left;
      }
    } else if (k === ALT) {
      const frame = frames[frames.length - 1];
      frame.all = frame.all && state;
      state = frame.entry;
    }
  }
  return states;
}
