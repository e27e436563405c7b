/**
 * No long body that V8 copies out of a bounded repetition (issue 18, hperf2). When V8 compiles a pattern with its
 * optimisations it unrolls a repetition whose body cannot match empty and holds no capture: `(?:X){0,n}` with n ≤ 3 into
 * n copies of X, and the first 1–3 forced iterations of `(?:X){m,n}` / `(?:X)+` into that many copies more. A body
 * that holds a word list (the titles before a name, the legal forms) then makes the pattern's native code n times
 * larger, and past ~1 MB of regex code / 16 MB of executable memory every further pattern of the process is compiled
 * without optimisations (bench/log.md, "The cold classify, part 9"). `upToUnrolledOnce(body, n)` (src/common/regexp.ts)
 * writes `(?:X){0,n}` so that V8 keeps one copy, with the same matches.
 *
 * This file records every pattern the classifier's modules build with `new RegExp` while they load (a fresh module graph:
 * test/security is isolated in vitest.config.ts), parses each with regexpp and names each repetition V8 would copy
 * whose body is longer than BODY_BOUND characters. Regex literals are not seen (they are short; the long patterns are
 * all composed from word lists with `new RegExp`), nor patterns built inside a call (a handful, per document).
 */
import { RegExpParser, visitRegExpAST, type AST } from '@eslint-community/regexpp';
import { describe, expect, it, vi } from 'vitest';
import { upToUnrolledOnce } from '../../src/common/regexp.js';

/** The shortest text `node` matches (lookarounds and back-references count 0): V8's `min_match`. */
function minLength(node: AST.Node): number {
  switch (node.type) {
    case 'Pattern': case 'Group': case 'CapturingGroup': return Math.min(...node.alternatives.map(minLength));
    case 'Alternative': return node.elements.reduce((sum, e) => sum + minLength(e), 0);
    case 'Quantifier': return node.min === 0 ? 0 : node.min * minLength(node.element);
    case 'Assertion': case 'Backreference': return 0;
    default: return 1;
  }
}

function hasCapture(node: AST.Node): boolean {
  switch (node.type) {
    case 'CapturingGroup': return true;
    case 'Pattern': case 'Group': return node.alternatives.some(hasCapture);
    case 'Alternative': return node.elements.some(hasCapture);
    case 'Quantifier': return hasCapture(node.element);
    case 'Assertion': return 'alternatives' in node && node.alternatives.some(hasCapture);
    default: return false;
  }
}

/**
 * How many copies of `q`'s body V8 emits when it optimises (regexp-compiler.cc, RegExpQuantifier::ToNode: at most three
 * forced iterations unrolled, then at most three optional ones; a body that can match empty or holds a capture loops
 * over one copy). An upper count: V8's expansion limiter may unroll fewer when repetitions nest.
 */
export function v8Copies(q: AST.Quantifier): number {
  if (minLength(q.element) === 0 || hasCapture(q.element)) return 1;
  const optional = (n: number) => (n === Infinity || n > 3 ? 1 : n);
  if (q.min > 0 && q.min <= 3) return q.min + (q.max === q.min ? 0 : optional(q.max - q.min));
  return q.min === 0 ? optional(q.max) : 1;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The repetitions of a pattern that V8 copies, with their body's length. */
function copiedRepetitions(source: string, flags: string): { quantifier: string; copies: number; body: string }[] {
  const ast = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const found: { quantifier: string; copies: number; body: string }[] = [];
  visitRegExpAST(ast, {
    onQuantifierEnter: (q) => {
      const copies = v8Copies(q);
      if (copies >= 2) found.push({ quantifier: q.raw.slice(q.element.raw.length), copies, body: q.element.raw });
    },
  });
  return found;
}

const copiesOf = (source: string) => copiedRepetitions(source, 'u').map((r) => `${r.body}${r.quantifier}:${r.copies}`);

/**
 * The longest body the patterns may copy: the longest copied {0,n} bodies left are a name's particles and a clause
 * reference's words (~180 characters, a few dozen short alternatives); the title list alone is ~450.
 */
const BODY_BOUND = 300;

/**
 * Repetitions of a longer body that stay, each by the start of its body, and why. All are `{1,n}` or `{m,n}` with m ≥ 1:
 * a forced iteration cannot take the empty alternative (an empty first iteration would let `{1,n}` match nothing), and
 * `X(?:X|){0,n-1}` still holds two copies, so rewriting them gains one copy at most; each wants its own measure.
 */
const EXCEPTIONS: { body: string; has?: string; where: string; why: string }[] = [
  // Found by its start and a form it lists: the list is longest first, so a longer form added to SPELLED_OUT_FORMS
  // changes where the body starts (hrev65's Mexican forms written out did).
  { body: '(?:(?!(?:', has: 'Spółka z ograniczoną odpowiedzialnością', where: 'names/name-grammar.ts, a company name\'s words before its legal form ({1,2})', why: 'two copies of a forced iteration' },
  { body: '(?:[,\\s]+(?:Ltd|Limited|Inc', where: 'parties/party-key.ts SUFFIX_CASE_BLIND ({1,3} legal forms)', why: 'a forced iteration: at best X(?:X|){0,2}, two copies' },
  { body: '(?:(?!\\b(?:Counsel|Manager|Director', where: 'names/signatory-names.ts SEALED_NAME\'s name words ({1,2})', why: 'a forced iteration' },
  { body: '(?:(?:Counsel|Manager|Director', where: 'a post\'s words after "by its" ({1,6}: one forced copy, one loop)', why: 'two copies, the least a {1,n} can have' },
  // facts.ts PAYMENT's "paid … within" step, a lookahead and one character, {2,120}? (three copies). Built by `new RegExp`
  // since session 78 (h118q73's STOP_IN_A_SUM joined its lookahead), so this scan sees it now; as a literal it had the same
  // body, unseen here, since h78f44d. Its cost was measured with it (the cold classify's regex budget, bench/log.md).
  { body: '(?:(?!\\b(?:shall|will|must|may|can|is|are|was|were|be|been|has|have|had|who|which|whom|whose|that|where|when|whereupon|if|unless|delivered', where: 'facts/facts.ts PAYMENT ("paid … within", {2,120}?)', why: 'a forced iteration of two: three copies, as the literal had' },
  // (alias-forms.ts BARE_ALIAS's words before the alias, 297 characters, is built as written since session 67 and no
  // longer past the bound here; the process runs it as the build writes it, its blank runs written once: h104perf.)
];

describe('V8\'s copies of a repetition (the rule the scan applies)', () => {
  it('counts the copies of bounded and forced repetitions', () => {
    expect(copiesOf('(?:abc){0,3}x')).toEqual(['(?:abc){0,3}:3']);
    expect(copiesOf('(?:ab|cd){0,2}')).toEqual(['(?:ab|cd){0,2}:2']);
    expect(copiesOf('(?:ab){1,3}')).toEqual(['(?:ab){1,3}:3']);
    expect(copiesOf('(?:ab){1,6}')).toEqual(['(?:ab){1,6}:2']);
    expect(copiesOf('(?:ab)+')).toEqual(['(?:ab)+:2']);
    expect(copiesOf('a{2,3}')).toEqual(['a{2,3}:3']);
  });

  it('counts one copy where V8 loops: a body that can match empty, a capture, more than three', () => {
    expect(copiesOf(upToUnrolledOnce('abc', 3))).toEqual([]);
    expect(copiesOf('(?:a?b?){0,3}')).toEqual([]);
    expect(copiesOf('(?:(?=x)){0,2}y')).toEqual([]);
    expect(copiesOf('(ab){0,3}')).toEqual([]);
    expect(copiesOf('(?:a(b)){1,3}')).toEqual([]);
    expect(copiesOf('(?:ab){0,7}')).toEqual([]);
    expect(copiesOf('(?:ab){4,9}')).toEqual([]);
    expect(copiesOf('(?:ab)*')).toEqual([]);
  });
});

describe('the contracts patterns', () => {
  it(`copy no body longer than ${BODY_BOUND} characters (write (?:X){0,n} as upToUnrolledOnce(X, n))`, async () => {
    const patterns = new Map<string, RegExp>();
    // Evaluate the modules anew even if a file before this one in the fork loaded them: only then are their patterns built here.
    vi.resetModules();
    const Native = globalThis.RegExp;
    globalThis.RegExp = new Proxy(Native, {
      construct(target, args, newTarget) {
        const made = Reflect.construct(target, args, newTarget) as RegExp;
        patterns.set(`${made.flags}/${made.source}`, made);
        return made;
      },
    });
    try {
      await import('../../src/contracts/classify/index.js');
    } finally {
      globalThis.RegExp = Native;
    }
    expect(patterns.size).toBeGreaterThan(400);
    const faults: string[] = [];
    const excused = new Set<string>();
    for (const pattern of patterns.values()) {
      for (const r of copiedRepetitions(pattern.source, pattern.flags)) {
        if (r.body.length <= BODY_BOUND) continue;
        const exception = EXCEPTIONS.find((e) => r.body.startsWith(e.body) && (e.has === undefined || r.body.includes(e.has)));
        if (exception) excused.add(exception.body);
        else faults.push(`${r.copies} copies of a ${r.body.length}-character body ${r.quantifier}: ${r.body.slice(0, 100)} … in /${pattern.source.slice(0, 80)}…/`);
      }
    }
    expect(faults, 'V8 copies these bodies out; write (?:X){0,n} as upToUnrolledOnce(X, n) from src/common/regexp.ts').toEqual([]);
    // An exception no pattern needs any more leaves the list.
    expect(EXCEPTIONS.map((e) => e.body).filter((body) => !excused.has(body))).toEqual([]);
  });
});
