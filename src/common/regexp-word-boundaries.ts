/**
 * `\b` written as the one side it can still fail on. V8 compiles a word boundary into a test of the character before and
 * the one after, each against the word class; MODAL (natures, 12,000 characters, 102 of them) spends 153 of its 689 KB
 * of native code on them (bench/log.md, "The cold classify, part 20"). Where the pattern itself puts a word character
 * on one side — `shall\b`, `(?:right|option)s?\b`, `\b(?:shall|will)` — the boundary is the other side's test alone:
 * `(?!\w)` after a word character, `(?<!\w)` before one. The same matches, captures and indices in every mode: `\b`
 * and `\w` read the same word characters (ECMAScript's WordCharacters, with `u` and `i` the letters that fold to one
 * too), and a literal ASCII letter, digit or underscore, `\w`, `\d` or a class of them only matches one of those.
 */

/** Token kinds of a source outside classes. */
const WORD = 1; // one character that is certainly a word character: a literal, `\w`, `\d`, a class of them
const OTHER = 2; // any other atom (it may also match nothing: a back-reference)
const OPEN = 3;
const CLOSE = 4;
const ALT = 5;
const QUANT = 6;
const ZERO = 7; // `^`, `$`, `\B`: zero-width, the characters around them unchanged
const BOUNDARY = 8; // `\b`

const AHEAD = 1;
const BEHIND = 2;

/** A class whose every member is an ASCII letter, digit or underscore: `[a-z]`, `[A-Za-z0-9_]`, `[\d]`. */
const WORD_CLASS = /^\[(?:[0-9](?:-[0-9])?|[a-z](?:-[a-z])?|[A-Z](?:-[A-Z])?|_|\\[dw])+\]$/;
const WORD_CHAR = /^[A-Za-z0-9_]$/;
const GROUP_OPENING = /^\((?:\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/;
const BRACE_QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

/**
 * `source` with each `\b` that has a certain word character on one side written as the other side's test (see the
 * file's head); a source it cannot read (an inline modifier group, unbalanced brackets) comes back as it is. Not for
 * the `v` flag's nested classes. Linear: two passes over the tokens.
 */
export function wordBoundariesOneSided(source: string): string {
  if (!source.includes('\\b')) return source;
  const kind: number[] = [];
  const from: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  const look: number[] = [];
  const push = (k: number, at: number, least = 0, most = 0, side = 0): void => {
    kind.push(k);
    from.push(at);
    min.push(least);
    max.push(most);
    look.push(side);
  };
  for (let i = 0; i < source.length; ) {
    const c = source[i];
    if (c === '\\') {
      const e = source[i + 1];
      push(e === 'b' ? BOUNDARY : e === 'B' ? ZERO : e === 'd' || e === 'w' ? WORD : OTHER, i);
      i += escapeLength(source, i);
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j++;
      for (; j < source.length && source[j] !== ']'; j++) if (source[j] === '\\') j++;
      push(WORD_CLASS.test(source.slice(i, j + 1)) ? WORD : OTHER, i);
      i = j + 1;
    } else if (c === '(') {
      const opening = GROUP_OPENING.exec(source.slice(i, i + 48))?.[0] ?? '(';
      // An inline modifier group ("(?i:") or anything else unread: leave the source as it is.
      if (source[i + 1] === '?' && opening === '(') return source;
      push(OPEN, i, 0, 0, opening === '(?=' || opening === '(?!' ? AHEAD : opening === '(?<=' || opening === '(?<!' ? BEHIND : 0);
      i += opening.length;
    } else if (c === ')' || c === '|' || c === '^' || c === '$') {
      push(c === ')' ? CLOSE : c === '|' ? ALT : ZERO, i);
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      push(QUANT, i, c === '+' ? 1 : 0, c === '?' ? 1 : Infinity);
      i += source[i + 1] === '?' ? 2 : 1;
    } else {
      const brace = c === '{' ? BRACE_QUANTIFIER.exec(source.slice(i, i + 24)) : null;
      if (brace) {
        push(QUANT, i, Number(brace[1]), brace[2] === undefined ? Number(brace[1]) : brace[3] === '' ? Infinity : Number(brace[3]));
        i += brace[0].length + (source[i + brace[0].length] === '?' ? 1 : 0);
      } else {
        push(WORD_CHAR.test(c) ? WORD : OTHER, i);
        i++;
      }
    }
  }
  const n = kind.length;
  const pair = pairs(kind);
  if (pair === null) return source;
  /** The quantifier after the atom that ends at `end` (its token or its group's `)`), or -1. */
  const quantifierAfter = (end: number): number => (kind[end + 1] === QUANT ? end + 1 : -1);
  const wordBefore = sideStates(n, (i) => i, (i) => kind[i], pair, quantifierAfter, min, max, look, BEHIND, OPEN);
  const wordAfter = sideStates(n, (i) => n - 1 - i, (i) => kind[i], pair, quantifierAfter, min, max, look, AHEAD, CLOSE);
  let out = '';
  let copied = 0;
  for (let i = 0; i < n; i++) {
    if (kind[i] !== BOUNDARY || !(wordBefore[i] || wordAfter[i])) continue;
    out += `${source.slice(copied, from[i])}${wordBefore[i] ? '(?!\\w)' : '(?<!\\w)'}`;
    copied = from[i] + 2;
  }
  return copied === 0 ? source : out + source.slice(copied);
}

/** Characters of the escape at `i`: `\u{…}`, `\uXXXX`, `\xXX`, `\cX`, `\p{…}`, `\k<…>`, a back-reference's digits, else two. */
function escapeLength(source: string, i: number): number {
  const e = source[i + 1];
  if ((e === 'u' && source[i + 2] === '{') || e === 'p' || e === 'P') return source.indexOf('}', i) - i + 1;
  if (e === 'k' && source[i + 2] === '<') return source.indexOf('>', i) - i + 1;
  if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(source.slice(i + 2, i + 6))) return 6;
  if (e === 'x' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 2, i + 4))) return 4;
  if (e === 'c' && /^[A-Za-z]$/.test(source[i + 2] ?? '')) return 3;
  let j = i + 1;
  if (e !== undefined && e >= '0' && e <= '9') while (source[j + 1] !== undefined && source[j + 1] >= '0' && source[j + 1] <= '9') j++;
  return j - i + 1;
}

/** Each bracket's partner by index (both ways), or null where they do not balance. */
function pairs(kind: readonly number[]): number[] | null {
  const pair: number[] = new Array<number>(kind.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < kind.length; i++) {
    if (kind[i] === OPEN) open.push(i);
    else if (kind[i] === CLOSE) {
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
 * (`order` the identity, `entering` OPEN) it is the character before; read backwards (`entering` CLOSE) the one after.
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
    } else if (k === OPEN || k === CLOSE) {
      const opening = k === OPEN ? i : pair[i];
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
