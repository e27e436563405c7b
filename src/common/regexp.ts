/** Building regular expressions from literal text (names, aliases, intent names), for both services. */
import { regexSourceTokens } from './regex-source-tokens.js';

/** `s` with every regular-expression metacharacter escaped: it matches itself inside a pattern. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `word` with its first letter in either case, the rest as written: "repairs" → "[Rr]epairs". The rest is pattern source
 * (a list's "documents?" keeps its optional "s"); a case-sensitive pattern reads a listed word capitalised or not with
 * it (issue 18, h111dup: one home for five builders that wrote the class themselves).
 */
export function firstLetterEitherCase(word: string): string {
  return `[${word[0].toUpperCase()}${word[0].toLowerCase()}]${word.slice(1)}`;
}

/** An alternation of `words` matched literally, longest first (a longer name wins over its own prefix). */
export function longestFirstAlternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
}

/**
 * A code unit as a case-insensitive pattern without the `u` or `v` flag compares it (ECMAScript's Canonicalize with
 * neither flag: its upper case, unless that is more than one unit or an ASCII letter of a non-ASCII one).
 */
function canonicalUnit(unit: string): string {
  const upper = unit.toUpperCase();
  return upper.length === 1 && !(unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? upper : unit;
}

/**
 * `word` as a case-insensitive Unicode pattern (`iu`) compares it: each code point by its simple case folding. Lower
 * case gives the same for every letter but the long s "ſ" (folded to "s"); a letter whose lower case is two code points
 * ("İ") folds to itself, and so matches no word of plain letters either way. A word list's lookup key, where a pattern
 * reads the list as a word lookup instead of an alternation (regex-matches.ts, matchesWithListedWord).
 */
export function caseFolded(word: string): string {
  return word.toLowerCase().replace(/ſ/g, 's');
}

/**
 * First letters whose case V8 does not always compare as the standard says without the `u` flag: an alternation holding
 * a word led by the Kelvin sign K (U+212A) matches "k" with it in some patterns and misses a plain "k" word in others
 * (node 20). A word list with one of them (or the long s, the dotted and dotless i, the angstrom sign) is left flat.
 */
const CASE_CLOSURE_ODD = /[\u017f\u0130\u0131\u212a\u212b]/;

/** `unit` (one UTF-16 code unit) written as `\uXXXX`: itself in a pattern or a class, whatever it is. */
const unitEscape = (unit: string): string => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * {@link longestFirstAlternation} for a pattern without the `u` or `v` flag, grouped by first code unit (compared as the
 * pattern compares it: `ignoreCase` for its `i` flag), with a lookahead of those units to put before the pattern:
 * `{ guard: '(?=[\u0062\u0073])', alternation: '\u0062(?:orrower|uyer)|\u0073(?:upplier|eller)' }`. The same matches,
 * in the same order: at any position only the words whose first unit matches the text's can match, and they stand in
 * their longest-first order within their group; the guard fails only where every word would. What it saves is work V8 does at every position of
 * the text when it compiles a pattern without its optimisations (past its regex code limit, as a pattern built for one
 * document is: parties/party-lexicon.ts): one comparison of the first unit instead of one per word, and no lookbehind
 * after a guard that fails. A word list holding the empty word, or one led by a letter of `CASE_CLOSURE_ODD` when
 * `ignoreCase`, gets no guard and no groups.
 */
export function alternationByFirstUnit(words: Iterable<string>, ignoreCase: boolean): { guard: string; alternation: string } {
  const sorted = [...words].sort((a, b) => b.length - a.length);
  const flat = sorted.length === 0 || sorted.includes('') || (ignoreCase && sorted.some((w) => CASE_CLOSURE_ODD.test(w[0])));
  if (flat) return { guard: '', alternation: sorted.map(escapeRegExp).join('|') };
  const groups = new Map<string, string[]>();
  for (const word of sorted) {
    const key = ignoreCase ? canonicalUnit(word[0]) : word[0];
    const group = groups.get(key);
    if (group) group.push(word);
    else groups.set(key, [word]);
  }
  const alternation = [...groups.values()]
    .map((group) => (group.length === 1 ? escapeRegExp(group[0]) : `${unitEscape(group[0][0])}(?:${group.map((w) => escapeRegExp(w.slice(1))).join('|')})`))
    .join('|');
  return { guard: `(?=[${[...groups.values()].map((group) => unitEscape(group[0][0])).join('')}])`, alternation };
}

/**
 * `(?:body){0,max}` written so that V8 compiles `body` once: `(?:body|){0,max}`. When V8 compiles a pattern with its
 * optimisations (the first ~1 MB of a process's regex code) it unrolls a repetition of at most three whose body cannot
 * match empty into that many copies of the body; a body of a long word list (the titles before a name, ~60
 * alternatives) then makes each pattern that holds it three times larger (the 58-page contract's first call: 12
 * patterns, ~1 MB of native code more, so ~70 other patterns compiled after V8's executable-memory limit without their
 * optimisations: bench/log.md, "The cold classify, part 9"). The empty alternative lets the body match empty, and V8
 * loops over such a body instead. Same matches, same order: an iteration that matches empty is refused (ECMAScript's
 * RepeatMatcher), so each one takes `body` or ends the repetition, as before. Bounded: linear.
 */
export function upToUnrolledOnce(body: string, max: number): string {
  return `(?:${body}|){0,${max}}`;
}

/**
 * A blank (a token's whole text), before a run's `{m,n}` of one digit each (SHORT_RANGE): `\s` or a class of blanks only (a blank, a tab,
 * a no-break space, `\s`, `\n`, `\r`, `\f`, `\v`, `\t` written as escapes, negated or not: `[ \t]`, `[^\S\n]`,
 * `[\s\u00A0]`). Each matches exactly one character and captures nothing, what the rewrite needs.
 */
const BLANK = /^(?:\\s|\[\^?(?:[ \t\u00a0\u202f]|\\[sStnrfv]|\\u00[aA]0|\\u202[fF]){1,12}\])$/;
/** A run's `{m,n}` of one digit each, not lazy. */
const SHORT_RANGE = /^\{\d,\d\}$/;

/**
 * `source` with every blank run outside a character class (`\s{m,n}`, or a class of blanks `[ \t]{m,n}`: BLANK)
 * with n − m from 1 to 3 written as the blank m times and then `upToUnrolledOnce(blank, n − m)`: the same matches, in
 * the same order (see there). V8, compiling a pattern with its optimisations, unrolls such a run into n − m optional
 * copies of the blank's class and generates the rest of the pattern again after each, so a pattern with many of them (a
 * party's field, an alias's lead-in: `\s{1,3}` between every two words) compiles to two or three times the code. The
 * contract classifier's first 635 patterns held 16.7 MB of native code so, 12.1 MB written once, and V8 compiles the
 * patterns after its ~16 MB budget without optimisations (bench/log.md, "The cold classify, part 18"; the classes of
 * blanks, "part 19"). A source with the `v` flag's nested classes is not for this.
 */
export function blankRunsUnrolledOnce(source: string): string {
  // Most sources hold no bounded run at all: returned at once (the prefilter asks this of each pattern it runs).
  return MAY_HOLD_SHORT_RUN.test(source) ? writtenOnce(source, true, false) : source;
}

/**
 * Whether a source may hold a blank run or an optional group to write once: most hold neither, or hold them written
 * already (a pattern written so at its construction is handed to the prefilter too), and are returned without being
 * read token by token (bench/log.md, "The cold classify, part 21"). Necessary, not sufficient: the tokens decide.
 */
const MAY_HOLD_SHORT_RUN = /[s\]]\{\d,\d\}/;
const MAY_HOLD_OPTIONAL_GROUP = /[^|]\)\{0,[23]\}/;

/** An optional group's `{0,2}` or `{0,3}`, not lazy. */
const UP_TO_TWO_OR_THREE = /^\{0,[23]\}$/;

/**
 * `source` with every optional repetition of a non-capturing group of two or three, `(?:X){0,n}`, written
 * `(?:X|){0,n}` ({@link upToUnrolledOnce}: the same matches in the same order, since an iteration that matches empty is
 * refused), outside classes, not lazy ones. V8 copies such a group's body n times when it compiles with its
 * optimisations; a name's particles (`(?:(?:van|von|de|…)\s+){0,2}`) or a word before a head (`(?:\p{Lu}\p{Ll}+\s){0,2}`)
 * then make the pattern twice or three times its code (bench/log.md, "The cold classify, part 19").
 */
export function optionalGroupsUnrolledOnce(source: string): string {
  return MAY_HOLD_OPTIONAL_GROUP.test(source) ? writtenOnce(source, false, true) : source;
}

/**
 * `source` with its blank runs (`blanks`) and its optional groups (`groups`) written once, in one pass over its tokens
 * (regex-source-tokens.ts): the same as the one rewrite after the other, since a run written once is a group that
 * already ends in `|`, and the groups' rewrite reads only a group's `)` and the tokens beside it, which the runs' leaves.
 */
function writtenOnce(source: string, blanks: boolean, groups: boolean): string {
  const tokens = regexSourceTokens(source);
  let out = '';
  let copied = 0;
  const nonCapturing: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const quantified = next?.kind === 'quantifier';
    if (t.kind === 'open') nonCapturing.push(t.group === 'non-capturing');
    else if (t.kind === 'close') {
      const repeated = quantified && UP_TO_TWO_OR_THREE.test(source.slice(next.from, next.to));
      if (nonCapturing.pop() === true && groups && repeated && tokens[i - 1]?.kind !== 'alternative') {
        out += `${source.slice(copied, t.from)}|`;
        copied = t.from;
      }
    } else if (blanks && quantified && (t.kind === 'escape' || t.kind === 'class')) {
      const run = shortRunOf(source.slice(t.from, t.to), source.slice(next.from, next.to), next.min, next.max);
      if (run === undefined) continue;
      out += `${source.slice(copied, t.from)}${run}`;
      copied = next.to;
      i++;
    }
  }
  return copied === 0 ? source : out + source.slice(copied);
}

/** `blank` repeated by `range` (from `least` to `most`) written once, or undefined where it is no blank or the range is not one of one to three optional (a lazy one is left as it is). */
function shortRunOf(blank: string, range: string, least: number, most: number): string | undefined {
  const optional = most - least;
  if (optional < 1 || optional > 3 || !SHORT_RANGE.test(range) || !BLANK.test(blank)) return undefined;
  return `${least === 0 ? '' : least === 1 ? blank : `${blank}{${least}}`}${upToUnrolledOnce(blank, optional)}`;
}

/**
 * `re` with its short blank runs ({@link blankRunsUnrolledOnce}) and its optional groups
 * ({@link optionalGroupsUnrolledOnce}) written once: a new pattern of the same flags where the source changes, else `re`
 * itself (a `v` pattern, whose nested classes the rewrites do not read, stays as it is). The same matches, captures and
 * indices. The prefilter runs every pattern it is handed so (regex-prefilter.ts); a module writes a large one so at
 * its construction, literal or composed.
 */
export function withShortRunsUnrolledOnce(re: RegExp): RegExp {
  if (re.flags.includes('v')) return re;
  const source = shortRunsUnrolledOnce(re.source);
  return source === re.source ? re : new RegExp(source, re.flags);
}

/** `source` with its short blank runs and its optional groups written once (see each): for a composed source. */
export function shortRunsUnrolledOnce(source: string): string {
  const blanks = MAY_HOLD_SHORT_RUN.test(source);
  const groups = MAY_HOLD_OPTIONAL_GROUP.test(source);
  return blanks || groups ? writtenOnce(source, blanks, groups) : source;
}
