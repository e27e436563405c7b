/**
 * Compile-time detection of patterns whose backtracking can explode. JavaScript regexes cannot be
 * interrupted, so an unsafe pattern is rejected before it ever runs. Three shapes are rejected
 * (measured on 2,048 characters, each of them takes seconds to hours in V8):
 *
 * 1. Nested repetition: a repeated group containing a variable-length repetition, e.g. `(a+)+`,
 *    `(a*)*`, `(a{1,3})+`, `(\w+\s?)+`, `(?:a+){2}` — unless the group has a mandatory part
 *    that the inner repetition cannot match (a delimiter: `(\w+\.)+` is fine).
 * 2. Repeated alternation with overlapping branches, e.g. `(a|a)*`, `(a|ab)*`, `(\w|\d)+`.
 * 3. Two unbounded repetitions over overlapping characters that can be adjacent (anything between
 *    them can be absorbed by both) and followed by something that can fail, e.g. `a+a+$`,
 *    `.*a.*!`, `\w+\s*\w+$` (cubic). A trailing `.*` that nothing follows is fine.
 *
 * Character sets are compared on a sample alphabet (ASCII classes, accented and CJK letters, and
 * every literal of the pattern): an approximation that errs on the side of rejecting.
 */
import type { RegexNode } from './ast.js';

/** A repetition bound from which a quantifier counts as unbounded for rules 1 and 3. */
export const LARGE_REPEAT = 64;

/**
 * Bounded nesting is accepted only while the ways of splitting a run among the repetitions,
 * about (inner choices)^(outer max), stay this small: `(a{2,64}){2,64}$` has 63^64 and ran for
 * minutes on 2,048 characters although both bounds are below LARGE_REPEAT.
 */
export const SMALL_NESTED_WAYS = 4096;

type CharSet = boolean[];

/** Returns why `ast` is unsafe, or undefined when it is safe. */
export function findCatastrophicBacktracking(ast: RegexNode, pattern: string): string | undefined {
  const analysis = new Analysis(sampleAlphabet(pattern));
  return analysis.check(ast, true);
}

function sampleAlphabet(pattern: string): string[] {
  const base = ['a', 'b', 'z', 'A', 'Z', '0', '9', '_', ' ', '\t', '\n', '-', '.', ',', '!', '@', '/', 'é', 'ß', '中', 'я', '😀', '\u00a0'];
  const seen = new Set(base);
  for (const ch of pattern) {
    if (seen.size >= 120) break;
    seen.add(ch);
    seen.add(ch.toLowerCase());
    seen.add(ch.toUpperCase());
  }
  return [...seen];
}

class Analysis {
  private readonly charCache = new Map<string, CharSet>();

  constructor(private readonly alphabet: readonly string[]) {}

  /** Checks `node` and its descendants; `top` = nothing can fail after this node. */
  check(node: RegexNode, top: boolean): string | undefined {
    switch (node.type) {
      case 'char':
      case 'assert':
        return undefined;
      case 'group':
        return this.check(node.body, top && node.kind !== 'lookahead' && node.kind !== 'lookbehind');
      case 'alt':
        for (const b of node.branches) {
          const r = this.check(b, top);
          if (r !== undefined) return r;
        }
        return undefined;
      case 'quant':
        return this.checkRepeat(node.max, node.body) ?? this.check(node.body, false);
      case 'seq':
        return this.checkAdjacent(flatten(node), top) ?? firstDefined(node.items.map((i) => this.check(i, false)));
    }
  }

  private checkRepeat(max: number, body: RegexNode): string | undefined {
    if (max < 2) return undefined;
    const outerLarge = max === Infinity || max > LARGE_REPEAT;
    const elements = flatten(body);
    for (const inner of innerQuantifiers(body)) {
      if (inner.max <= inner.min) continue;
      const innerLarge = inner.max === Infinity || inner.max > LARGE_REPEAT;
      if (!outerLarge && !innerLarge && (inner.max - inner.min + 1) ** max <= SMALL_NESTED_WAYS) continue;
      const innerChars = this.chars(inner.body);
      const delimited = elements.some(
        (e) => !contains(e, inner) && minLength(e) >= 1 && !overlaps(this.chars(e), innerChars),
      );
      if (!delimited) return 'nested repetition (a repeated group containing a variable repetition, like (a+)+)';
    }
    if (outerLarge) {
      for (const e of elements) {
        if (e.type !== 'alt') continue;
        if (this.branchesOverlap(e.branches)) {
          return 'repeated alternation whose branches can match the same text (like (a|a)*)';
        }
      }
    }
    return undefined;
  }

  private branchesOverlap(branches: readonly RegexNode[]): boolean {
    for (let i = 0; i < branches.length; i++) {
      for (let j = i + 1; j < branches.length; j++) {
        const a = literalOf(branches[i]);
        const b = literalOf(branches[j]);
        if (a !== undefined && b !== undefined) {
          if (a.startsWith(b) || b.startsWith(a)) return true;
          continue;
        }
        if (overlaps(this.first(branches[i]), this.first(branches[j]))) return true;
      }
    }
    return false;
  }

  private checkAdjacent(elements: readonly RegexNode[], top: boolean): string | undefined {
    for (let i = 0; i < elements.length; i++) {
      const a = elements[i];
      if (a.type !== 'quant' || ambiguity(a) < AMBIGUOUS) continue;
      const aChars = this.chars(a.body);
      for (let j = i + 1; j < elements.length; j++) {
        const b = elements[j];
        if (b.type === 'quant' && ambiguity(b) >= AMBIGUOUS && (isLarge(a.max) || isLarge(b.max))) {
          // b competes with a only if b can start with a character a can also consume
          // (`\d+(\.\d+)?%` is fine: the optional part starts with a dot).
          const bChars = this.chars(b.body);
          const between = elements.slice(i + 1, j);
          const absorbed = between.every((e) => minLength(e) === 0 || overlaps(this.chars(e), bChars));
          if (absorbed && intersect(aChars, this.first(b.body)).some(Boolean)) {
            const rest = elements.slice(j + 1);
            const canFail = !top || rest.some((e) => minLength(e) >= 1 || e.type === 'assert' || hasAssert(e));
            if (canFail) return 'adjacent repetitions over the same characters followed by more pattern (like a+a+$ or .*a.*!)';
          }
        }
        // Can everything between a and the next element be absorbed by a's characters?
        if (minLength(b) >= 1 && !overlaps(this.chars(b), aChars)) break;
      }
    }
    return undefined;
  }

  /** Characters any char node inside `node` can match. */
  private chars(node: RegexNode): CharSet {
    const out: CharSet = new Array(this.alphabet.length).fill(false);
    this.collect(node, out, false);
    return out;
  }

  /** Characters that can start a match of `node`. */
  private first(node: RegexNode): CharSet {
    const out: CharSet = new Array(this.alphabet.length).fill(false);
    this.collect(node, out, true);
    return out;
  }

  private collect(node: RegexNode, out: CharSet, firstOnly: boolean): void {
    switch (node.type) {
      case 'char': {
        const set = this.charSet(node.js);
        for (let i = 0; i < set.length; i++) if (set[i]) out[i] = true;
        return;
      }
      case 'assert':
        return;
      case 'group':
        if (firstOnly && (node.kind === 'lookahead' || node.kind === 'lookbehind')) return;
        this.collect(node.body, out, firstOnly);
        return;
      case 'quant':
        this.collect(node.body, out, firstOnly);
        return;
      case 'alt':
        for (const b of node.branches) this.collect(b, out, firstOnly);
        return;
      case 'seq':
        for (const item of node.items) {
          this.collect(item, out, firstOnly);
          if (firstOnly && minLength(item) >= 1) return;
        }
    }
  }

  private charSet(js: string): CharSet {
    const cached = this.charCache.get(js);
    if (cached !== undefined) return cached;
    let set: CharSet;
    try {
      const re = new RegExp(`^(?:${js})$`, 'u');
      set = this.alphabet.map((ch) => re.test(ch));
    } catch {
      set = this.alphabet.map(() => true);
    }
    this.charCache.set(js, set);
    return set;
  }
}

/** Ambiguity from which two adjacent overlapping repetitions are rejected (with one unbounded). */
const AMBIGUOUS = 3;

/** Number of ways a repetition can split its input: its range times its body's own ambiguity. */
function ambiguity(node: RegexNode): number {
  let ways = 1;
  const walk = (n: RegexNode): void => {
    if (ways > 1e6) return;
    if (n.type === 'quant') {
      ways *= Math.min(n.max, LARGE_REPEAT + 1) - n.min + 1;
      walk(n.body);
    } else if (n.type === 'group') walk(n.body);
    else if (n.type === 'seq') n.items.forEach(walk);
    else if (n.type === 'alt') {
      ways *= n.branches.length;
      n.branches.forEach(walk);
    }
  };
  walk(node);
  return ways;
}

function isLarge(max: number): boolean {
  return max === Infinity || max > LARGE_REPEAT;
}

/** The sequence elements of `node`, looking through plain and capturing groups. */
function flatten(node: RegexNode): RegexNode[] {
  if (node.type === 'seq') return node.items.flatMap(flatten);
  if (node.type === 'group' && (node.kind === 'capture' || node.kind === 'plain')) return flatten(node.body);
  return [node];
}

function innerQuantifiers(node: RegexNode): Extract<RegexNode, { type: 'quant' }>[] {
  const out: Extract<RegexNode, { type: 'quant' }>[] = [];
  const walk = (n: RegexNode): void => {
    if (n.type === 'quant') out.push(n);
    if (n.type === 'quant' || n.type === 'group') walk(n.body);
    else if (n.type === 'seq') n.items.forEach(walk);
    else if (n.type === 'alt') n.branches.forEach(walk);
  };
  walk(node);
  return out;
}

function contains(node: RegexNode, target: RegexNode): boolean {
  if (node === target) return true;
  if (node.type === 'quant' || node.type === 'group') return contains(node.body, target);
  if (node.type === 'seq') return node.items.some((i) => contains(i, target));
  if (node.type === 'alt') return node.branches.some((b) => contains(b, target));
  return false;
}

function hasAssert(node: RegexNode): boolean {
  if (node.type === 'assert') return true;
  if (node.type === 'group') return node.kind === 'lookahead' || node.kind === 'lookbehind' || hasAssert(node.body);
  if (node.type === 'seq') return node.items.some(hasAssert);
  if (node.type === 'alt') return node.branches.some(hasAssert);
  return false;
}

/** Minimum number of characters a match of `node` consumes. */
export function minLength(node: RegexNode): number {
  switch (node.type) {
    case 'char':
      return 1;
    case 'assert':
      return 0;
    case 'group':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? 0 : minLength(node.body);
    case 'quant':
      return node.min * minLength(node.body);
    case 'alt':
      return Math.min(...node.branches.map(minLength));
    case 'seq':
      return node.items.reduce((s, i) => s + minLength(i), 0);
  }
}

function literalOf(node: RegexNode): string | undefined {
  const items = flatten(node);
  let s = '';
  for (const i of items) {
    if (i.type !== 'char' || i.literal === undefined) return undefined;
    s += i.literal;
  }
  return s;
}

function overlaps(a: CharSet, b: CharSet): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] && b[i]) return true;
  return false;
}

function intersect(a: CharSet, b: CharSet): CharSet {
  return a.map((x, i) => x && b[i]);
}

function firstDefined(values: (string | undefined)[]): string | undefined {
  return values.find((v) => v !== undefined);
}
