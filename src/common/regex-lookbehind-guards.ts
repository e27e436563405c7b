/**
 * First-unit guards for patterns led by a lookbehind, derived from the pattern's own syntax tree (as
 * regex-literal-atoms.ts derives the prefilter's atoms). Build time only: scripts/build-regex-prefilter.mjs writes them
 * into `data/regex-guards.json`, and regex-prefilter.ts runs each pattern it holds one for as its `guardedTwin`.
 *
 * Why: a pattern whose alternative starts with a lookbehind runs that lookbehind at every position of the text before
 * it can fail, and a pattern compiled past V8's budget of regex code (bench/log.md, "The cold classify", parts 9, 11
 * and 14) does so without the optimisations that would skip positions where no match can start. A lookahead of the
 * code units every match must start with, put in front (`(?=[ab])(?:…)`), fails at once at every other position and the
 * lookbehind never runs there. Same matches by construction: the guard is zero-width, and it holds at the start of
 * every match, since each top-level alternative consumes one of its units first. So a pattern gets no guard when any
 * of its alternatives may match the empty string or start with a unit not known here (a negated class, `.`, `\S`, a
 * Unicode property, a backreference): then its first unit could be anything.
 */
import type { AST } from '@eslint-community/regexpp';
import { fromAlternatives, GiveUp } from './regex-syntax.js';
import { MAX_GUARD_UNITS } from './regex-prefilter.js';

/** Most units of one class range expanded ([a-z] is 26). */
const MAX_RANGE = 64;

/** What the start of a sequence may consume first: its possible first units (`null`: unknown), whether it may consume nothing, whether a lookbehind runs before its first unit. */
interface First {
  readonly units: ReadonlySet<number> | null;
  readonly mayBeEmpty: boolean;
  readonly lookbehindFirst: boolean;
}

/**
 * The units (code points with the `u` flag, code units without) one of which starts every match of `re`, sorted, when a
 * top-level alternative of `re` runs a lookbehind before consuming anything; `null` when `re` needs no guard (no such
 * lookbehind) or can have none (see the module's comment), or has the `v` flag.
 */
export function lookbehindGuardUnits(re: RegExp): readonly number[] | null {
  const first = firstOf(re);
  return first !== null && first.lookbehindFirst ? guardUnits(first) : null;
}

/**
 * Fewest first units for which a pattern not led by a lookbehind gets a guard: a pattern that can start with any of
 * ten or more units is an alternation of many words (the legal forms, the US states, MODAL), which V8 without its
 * optimisations tries word by word at every position. Replayed on the 58-page contract's warm call, such patterns
 * took 204 → 117 ms unoptimised and 33 → 31 ms optimised with a guard; those of fewer units lost (V8 finds a
 * pattern's few first units itself, faster than a lookahead: `\b(IRR|OMR|YER|SAR|QAR)\b` 0.1 → 0.8 ms), so they keep
 * none (bench/log.md, "The cold classify, part 15").
 */
export const MANY_FIRST_UNITS = 10;

/**
 * The guard the build writes for `re`: {@link lookbehindGuardUnits}, or else {@link firstUnits} when they are at least
 * {@link MANY_FIRST_UNITS}; `null` for none.
 */
export function guardUnitsOf(re: RegExp): readonly number[] | null {
  const first = firstOf(re);
  if (first === null) return null;
  const units = guardUnits(first);
  return units !== null && (first.lookbehindFirst || units.length >= MANY_FIRST_UNITS) ? units : null;
}

/**
 * The units one of which starts every match of `re`, sorted, whatever leads it (`null` as for
 * {@link lookbehindGuardUnits}, but for the lookbehind): what a guard of a pattern with many alternatives would hold.
 */
export function firstUnits(re: RegExp): readonly number[] | null {
  const first = firstOf(re);
  return first === null ? null : guardUnits(first);
}

function guardUnits(first: First): readonly number[] | null {
  if (first.mayBeEmpty || first.units === null || first.units.size === 0 || first.units.size > MAX_GUARD_UNITS) return null;
  return [...first.units].sort((a, b) => a - b);
}

function firstOf(re: RegExp): First | null {
  return fromAlternatives(re, ofAlternatives);
}

function union(a: ReadonlySet<number> | null, b: ReadonlySet<number> | null): ReadonlySet<number> | null {
  if (a === null || b === null) return null;
  const out = new Set(a);
  for (const u of b) out.add(u);
  return out.size > MAX_GUARD_UNITS ? null : out;
}

/** A disjunction: any branch may be taken. */
function ofAlternatives(alternatives: readonly AST.Alternative[]): First {
  let units: ReadonlySet<number> | null = new Set();
  let mayBeEmpty = false;
  let lookbehindFirst = false;
  for (const alternative of alternatives) {
    const first = ofSequence(alternative.elements);
    units = union(units, first.units);
    mayBeEmpty ||= first.mayBeEmpty;
    lookbehindFirst ||= first.lookbehindFirst;
  }
  return { units, mayBeEmpty, lookbehindFirst };
}

/** A concatenation: its first element's first units, and the next element's too while the ones before may consume nothing. */
function ofSequence(elements: readonly AST.Element[]): First {
  let units: ReadonlySet<number> | null = new Set();
  let lookbehindFirst = false;
  for (const element of elements) {
    const first = ofElement(element);
    units = union(units, first.units);
    lookbehindFirst ||= first.lookbehindFirst;
    if (!first.mayBeEmpty) return { units, mayBeEmpty: false, lookbehindFirst };
  }
  return { units, mayBeEmpty: true, lookbehindFirst };
}

const NOTHING: ReadonlySet<number> = new Set();

function ofElement(element: AST.Element): First {
  switch (element.type) {
    case 'Assertion':
      // Zero-width: what follows consumes first. A lookbehind here runs before the first unit is known.
      return { units: NOTHING, mayBeEmpty: true, lookbehindFirst: element.kind === 'lookbehind' };
    case 'Character':
      return { units: new Set([element.value]), mayBeEmpty: false, lookbehindFirst: false };
    case 'CharacterClass':
      return { units: ofClass(element), mayBeEmpty: false, lookbehindFirst: false };
    case 'CharacterSet':
      return { units: ofSet(element), mayBeEmpty: false, lookbehindFirst: false };
    case 'Group':
      if ('modifiers' in element && element.modifiers) throw new GiveUp();
      return ofAlternatives(element.alternatives);
    case 'CapturingGroup':
      return ofAlternatives(element.alternatives);
    case 'Quantifier': {
      const inner = ofElement(element.element);
      return element.min === 0 ? { ...inner, mayBeEmpty: true } : inner;
    }
    default:
      // A backreference (what it matches is the text's), or anything newer than this derivation.
      throw new GiveUp();
  }
}

/** A class's units, when it is not negated and holds characters, small ranges and `\d` only. */
function ofClass(node: AST.CharacterClass): ReadonlySet<number> | null {
  if (node.negate) return null;
  let units: ReadonlySet<number> | null = new Set();
  for (const e of node.elements) {
    if (e.type === 'Character') units = union(units, new Set([e.value]));
    else if (e.type === 'CharacterClassRange') {
      if (e.max.value - e.min.value >= MAX_RANGE) return null;
      const range = new Set<number>();
      for (let v = e.min.value; v <= e.max.value; v++) range.add(v);
      units = union(units, range);
    } else if (e.type === 'CharacterSet') units = union(units, ofSet(e));
    else return null;
    if (units === null) return null;
  }
  return units;
}

const DIGITS: ReadonlySet<number> = new Set(Array.from({ length: 10 }, (_, i) => 0x30 + i));

/** `\d` is ten digits whatever the flags; `\w`, `\s`, `.`, properties and the negated sets are too many to guard by. */
function ofSet(node: AST.CharacterSet | AST.EscapeCharacterSet): ReadonlySet<number> | null {
  return node.kind === 'digit' && !node.negate ? DIGITS : null;
}
