/**
 * The literal atoms of a regular expression (as RE2's prefilter and code-search trigram indexes derive them): from the
 * pattern's own syntax tree, a set of literal strings at least one of which every string the pattern matches contains.
 * Build time only (scripts/build-regex-prefilter.mjs writes them for the patterns of the classifier; regex-prefilter.ts
 * reads them): parsing ~230 sources with regexpp costs ~1 s of a cold process, more than the filter saves a call.
 *
 * Soundness is the whole point, so everything uncertain yields no atoms (the regex always runs): backreferences, the
 * `v` flag, inline modifiers, a parse error. Atoms are lower-cased and compared with a folded text
 * (regex-prefilter.ts' `foldedForPrefilter`); only characters whose lower case is one character that every case
 * variant the regex accepts lowers to as well are kept in an atom (ASCII, and BMP characters without case such as ’
 * or –); a cased non-ASCII letter breaks the literal it stands in.
 */
import type { AST } from '@eslint-community/regexpp';
import { fromAlternatives, GiveUp } from './regex-syntax.js';

/** Most strings a node's exact set may hold before it is given up (a class of letters, a short alternation). */
const MAX_EXACT = 16;
/** Most atoms a filter may test: past this, testing them costs about what the regex does. */
const MAX_ATOMS = 48;
/** Most characters of a class expanded into exact strings. */
const MAX_CLASS = 8;

/** What a node can match: all of it (`exact`, when finite and small) and strings one of which every match contains (`atoms`). */
interface Literals {
  readonly exact: ReadonlySet<string> | null;
  readonly atoms: ReadonlySet<string> | null;
}

const UNKNOWN: Literals = { exact: null, atoms: null };
const EMPTY: Literals = { exact: new Set(['']), atoms: null };

/** The atoms of `re` (lower case, sorted; every match contains one), or `null` when the pattern gets no filter. */
export function literalAtoms(re: RegExp): readonly string[] | null {
  const atoms = fromAlternatives(re, (alternatives) => atomsOf(ofAlternatives(alternatives)));
  return atoms === null ? null : withoutLonger(atoms);
}

/** The atoms, sorted, without those that contain another (a text holding "fees" holds "fee"). */
function withoutLonger(atoms: ReadonlySet<string>): readonly string[] {
  const all = [...atoms];
  return all.filter((a) => !all.some((b) => b !== a && a.includes(b))).sort();
}

/** The atoms a node's literals give: its atoms, else its exact strings (none when one of them is empty). */
function atomsOf(l: Literals): ReadonlySet<string> | null {
  const set = l.atoms ?? l.exact;
  if (set === null || set.size === 0 || set.size > MAX_ATOMS || set.has('')) return null;
  return set;
}

/** The more selective of two atom sets: the longer shortest atom, then fewer atoms. */
function better(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (a === null) return b;
  if (b === null) return a;
  const shortest = (s: ReadonlySet<string>) => Math.min(...[...s].map((x) => x.length));
  return shortest(b) > shortest(a) || (shortest(b) === shortest(a) && b.size < a.size) ? b : a;
}

/** Every concatenation of a string of `a` and one of `b`, or `null` past the bound. */
function cross(a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/** A disjunction: exact when every branch is and the union is small; atoms when every branch has some. */
function ofAlternatives(alternatives: readonly AST.Alternative[]): Literals {
  const branches = alternatives.map(ofSequence);
  let exact: Set<string> | null = new Set();
  let atoms: Set<string> | null = new Set();
  for (const b of branches) {
    if (exact && b.exact) for (const s of b.exact) exact.add(s);
    else exact = null;
    const own = atomsOf(b);
    if (atoms && own) for (const s of own) atoms.add(s);
    else atoms = null;
  }
  if (exact && exact.size > MAX_EXACT) exact = null;
  // Bounded after dropping the atoms that hold another ("cylinders" beside "cylinder"): a long list of phrases with
  // their plurals passed the bound before and its pattern ran on every text, unfiltered (a text holding the longer
  // atom holds the shorter, so the filter is the same).
  if (atoms && atoms.size > MAX_ATOMS) atoms = new Set(withoutLonger(atoms));
  if (atoms && atoms.size > MAX_ATOMS) atoms = null;
  return { exact, atoms };
}

/** A concatenation: adjacent exact parts joined into runs; the atoms are the best run's or part's. */
function ofSequence(alternative: AST.Alternative): Literals {
  let run: ReadonlySet<string> = new Set(['']);
  let best: ReadonlySet<string> | null = null;
  let allExact = true;
  for (const element of alternative.elements) {
    const part = ofElement(element);
    if (part.exact) {
      const joined = cross(run, part.exact);
      if (joined) {
        run = joined;
        continue;
      }
      allExact = false;
      best = better(best, atomsOf({ exact: run, atoms: null }));
      run = part.exact;
      continue;
    }
    allExact = false;
    best = better(best, atomsOf({ exact: run, atoms: null }));
    best = better(best, atomsOf(part));
    run = new Set(['']);
  }
  if (allExact) return { exact: run, atoms: null };
  return { exact: null, atoms: better(best, atomsOf({ exact: run, atoms: null })) };
}

function ofElement(element: AST.Element): Literals {
  switch (element.type) {
    case 'Assertion':
      // Anchors, \b and lookarounds consume nothing: what they require of the text is not needed for soundness.
      return EMPTY;
    case 'Character':
      return ofCharacter(element.value);
    case 'CharacterClass':
      return ofClass(element);
    case 'CharacterSet':
    case 'ExpressionCharacterClass':
      return UNKNOWN;
    case 'Group':
      if ('modifiers' in element && element.modifiers) throw new GiveUp();
      return ofAlternatives(element.alternatives);
    case 'CapturingGroup':
      return ofAlternatives(element.alternatives);
    case 'Quantifier':
      return ofQuantifier(element);
    case 'Backreference':
      throw new GiveUp();
    default:
      throw new GiveUp();
  }
}

/** A character's atom: itself lower-cased, when that is safe to compare with a folded text (see the module's comment). */
function ofCharacter(codePoint: number): Literals {
  const c = safeLower(codePoint);
  return c === null ? UNKNOWN : { exact: new Set([c]), atoms: null };
}

function safeLower(codePoint: number): string | null {
  if (codePoint < 0x80) return String.fromCharCode(codePoint).toLowerCase();
  // A BMP character without case (’, –, “): lower-casing leaves it and nothing else becomes it.
  if (codePoint > 0xffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return null;
  const c = String.fromCharCode(codePoint);
  return c.toLowerCase() === c && c.toUpperCase() === c ? c : null;
}

/** A small class of safe characters, expanded ([sz], [’'], [a-c]); anything else (negated, \w, \p{…}, large) is unknown. */
function ofClass(node: AST.CharacterClass): Literals {
  if (node.negate) return UNKNOWN;
  const out = new Set<string>();
  for (const e of node.elements) {
    if (e.type === 'Character') {
      const c = safeLower(e.value);
      if (c === null) return UNKNOWN;
      out.add(c);
    } else if (e.type === 'CharacterClassRange') {
      if (e.max.value - e.min.value >= 2 * MAX_CLASS) return UNKNOWN;
      for (let v = e.min.value; v <= e.max.value; v++) {
        const c = safeLower(v);
        if (c === null) return UNKNOWN;
        out.add(c);
      }
    } else return UNKNOWN;
    if (out.size > MAX_CLASS) return UNKNOWN;
  }
  return out.size === 0 ? UNKNOWN : { exact: out, atoms: null };
}

/**
 * `x?` is exact with the empty string; `x{n}` is `x` n times; `x+`, `x{n,}`, `x{n,m}` with n ≥ 1 contain a match of
 * `x`, so its atoms; a part that may be absent (`*`, `{0,n}` with n > 1) gives none.
 */
function ofQuantifier(node: AST.Quantifier): Literals {
  const inner = ofElement(node.element);
  if (node.min === 0) {
    if (node.max === 1 && inner.exact) return { exact: new Set(['', ...inner.exact]), atoms: null };
    return EMPTY_OR_MORE;
  }
  if (node.min === node.max && inner.exact) {
    let run: ReadonlySet<string> | null = new Set(['']);
    for (let i = 0; i < node.min && run; i++) run = cross(run, inner.exact);
    if (run) return { exact: run, atoms: null };
  }
  return { exact: null, atoms: atomsOf(inner) };
}

/** What a part that may match nothing, or anything, gives: no atom. */
const EMPTY_OR_MORE: Literals = UNKNOWN;
