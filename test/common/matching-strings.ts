/**
 * Strings built to match a pattern, for properties over the classifier's ~1,700 patterns (regex-prefilter.test.ts).
 * fast-check's `stringMatching` gave them until session 77, but building its arbitraries cost 6.7 s of CPU for those
 * patterns against 3.8 s for running them: each repetition's `string()` tokenizes fast-check's 22 "dangerous strings"
 * through its unit (`canShrinkWithoutContext` through the name lists' alternations and the negated classes' filters;
 * h114suite's profile). This builds the same kind of arbitrary from regexpp's tree with `fc.array`, which has no such
 * slices: a pattern's arbitrary costs microseconds.
 *
 * What a match needs that the tree cannot give is dropped, as `stringMatching` needed it dropped: lookarounds and word
 * boundaries read as nothing, `\p{…}` as a letter a-z, and a case-insensitive pattern generated in its written case (the
 * caller flips cases). A string need not match the pattern; a property counts those that do. A negated class or set, and
 * a `v`-flag class, picks the characters of a pool its own test passes. A backreference throws, as `stringMatching`
 * threw on what it did not implement (the caller skips the pattern).
 */
import fc from 'fast-check';
import { parseRegExpLiteral } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/** Repetitions past a quantifier's minimum at most (fast-check's "small" size is of the same order). */
const EXTRA_REPETITIONS = 3;

/** Printable ASCII, a tab and the line ends: what `.` and a negated class or set pick from (`stringMatching`'s `grapheme-ascii`). */
const POOL = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), '\t', '\n', '\r'];

/** A few characters of POOL, before and after the match (`stringMatching` adds a `.*` on each side not anchored). */
const NOISE = fc.array(fc.constantFrom(...POOL), { maxLength: 3 }).map((cs) => cs.join(''));

const joined = (parts: readonly fc.Arbitrary<string>[]): fc.Arbitrary<string> =>
  parts.length === 0 ? fc.constant('') : parts.length === 1 ? parts[0] : fc.tuple(...parts).map((xs) => xs.join(''));

const either = (options: readonly fc.Arbitrary<string>[]): fc.Arbitrary<string> => (options.length === 1 ? options[0] : fc.oneof(...options));

/** An arbitrary of strings built to match `re` (see the file's comment); throws on what it does not implement. */
export function matchingStrings(re: RegExp): fc.Arbitrary<string> {
  const flags = re.flags.replace(/[gydi]/g, '');
  /** One character of POOL that `raw` (a class or a set, as written) matches. */
  const fromPool = (raw: string): fc.Arbitrary<string> => {
    const one = new RegExp(`^(?:${raw})$`, flags);
    const chars = POOL.filter((c) => one.test(c));
    if (chars.length === 0) throw new Error(`no character of the pool matches ${raw}`);
    return fc.constantFrom(...chars);
  };
  const element = (n: AST.Node): fc.Arbitrary<string> => {
    switch (n.type) {
      case 'Pattern':
      case 'Group':
      case 'CapturingGroup':
        return either(n.alternatives.map(element));
      case 'Alternative':
        return joined(n.elements.map(element));
      case 'Assertion':
        return fc.constant('');
      case 'Quantifier': {
        const unit = element(n.element);
        const maxLength = Math.min(n.max, n.min + EXTRA_REPETITIONS);
        return fc.array(unit, { minLength: n.min, maxLength }).map((xs) => xs.join(''));
      }
      case 'Character':
        return fc.constant(String.fromCodePoint(n.value));
      case 'CharacterClassRange':
        return fc.integer({ min: n.min.value, max: n.max.value }).map((c) => String.fromCodePoint(c));
      case 'CharacterSet':
        if (n.kind === 'property') return n.negate ? fromPool('[^a-z]') : fromPool('[a-z]');
        return fromPool(n.raw);
      case 'CharacterClass':
        if (n.negate || n.unicodeSets) return fromPool(n.raw.replace(/\\[pP]\{[^}]*\}/g, 'a-z'));
        return either(n.elements.map(element));
      default:
        throw new Error(`not implemented: ${n.type} (${n.raw})`);
    }
  };
  const { pattern } = parseRegExpLiteral(new RegExp(re.source, re.flags));
  const before = re.source.startsWith('^') ? fc.constant('') : NOISE;
  const after = /(?<!\\)\$$/.test(re.source) ? fc.constant('') : NOISE;
  return joined([before, element(pattern), after]);
}
