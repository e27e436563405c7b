/**
 * A derivation from a pattern's syntax tree (regexpp's), shared by the literal prefilter's atoms
 * (regex-literal-atoms.ts) and the first-unit guards (regex-lookbehind-guards.ts): both read the pattern's alternatives
 * and give up on what they cannot reason about, and a pattern given up on gets nothing (it always runs, unfiltered).
 */
import { parseRegExpLiteral } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';

/** Thrown inside a derivation for what it cannot reason about: the pattern gets no filter or guard. */
export class GiveUp extends Error {}

/**
 * `derive` of `re`'s top-level alternatives, or `null` when the pattern uses the `v` flag, does not parse, or the
 * derivation gives up (throws GiveUp). Any other error is a defect and propagates.
 */
export function fromAlternatives<T>(re: RegExp, derive: (alternatives: readonly AST.Alternative[]) => T): T | null {
  if (re.flags.includes('v')) return null;
  let literal: AST.RegExpLiteral;
  try {
    literal = parseRegExpLiteral(re);
  } catch {
    return null;
  }
  try {
    return derive(literal.pattern.alternatives);
  } catch (e) {
    if (e instanceof GiveUp) return null;
    throw e;
  }
}
