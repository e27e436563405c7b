/**
 * A literal prefilter for regular expressions: a pattern runs only when the text holds one of the literal strings its
 * own source requires (regex-literal-atoms.ts derives them at build time into `data/regex-prefilter.json`, keyed by
 * flags and source). A text without them cannot match, so the regex need not run — nor, if it never runs, be compiled:
 * V8 compiles a regex at its first use, and a process that has generated too much regex code compiles later ones
 * without their optimisations (bench/README.md, h25regex).
 *
 * Sound by construction: a pattern the table does not hold (added or edited since the build, built at run time, or
 * given up on) has no filter and always runs; so does every pattern until a table is given (`usePrefilterTable`).
 *
 * No I/O here: the table is the build's data, read where the classifier is put to work (the contracts operations
 * layer, operations/prefilter-table.ts) and handed in, as the lexicons' files are read by their loaders.
 */
import { LiteralIndex } from './literal-index.js';

/** The generated table's file name under `data/` (scripts/build-regex-prefilter.mjs). */
export const PREFILTER_TABLE = 'regex-prefilter.json';

/** The table's key of a pattern: its flags and source, which together decide what it matches. */
export function prefilterKey(re: RegExp): string {
  return `${re.flags}/${re.source}`;
}

/**
 * `text` as atoms are compared with it: lower case, with the three letters that lower-casing would keep apart from
 * an ASCII letter a case-insensitive Unicode regex may match them with (long s, dotless i, dotted capital I).
 */
export function foldedForPrefilter(text: string): string {
  return text.replace(/[\u017f\u0130\u0131]/g, (c) => (c === '\u017f' ? 's' : 'i')).toLowerCase();
}

/** The table in use: empty (every pattern runs) until `usePrefilterTable` gives one. */
let table: ReadonlyMap<string, readonly string[]> = new Map();

/** A pattern's filter: its atoms and their ids in {@link index}. */
interface Filter {
  readonly atoms: readonly string[];
  readonly ids: Int32Array;
}

/** Every atom of the table, found in one pass over a text (literal-index.ts), and each atom's id in it. */
let index = new LiteralIndex([]);
let idOf = new Map<string, number>();

/** Memo of each pattern's filter (deterministic: a RegExp's flags and source never change). `null`: no filter. */
let memo = new WeakMap<RegExp, Filter | null>();

/**
 * The atoms found in the last few folded texts: an element's text is asked about by hundreds of patterns, one after
 * another, with a few other texts (its reading without some phrases, a slice after a place) between. The oldest goes
 * first when full.
 */
const FOUND_TEXTS = 16;
let found = new Map<string, Uint8Array>();

/**
 * Uses `parsed` (the generated table's JSON, parsed) from now on: its entries whose atoms are a non-empty list of
 * non-empty strings already folded (anything else is no filter, so the pattern runs: an atom in capitals could never
 * be found in a folded text, and would skip a pattern that matches). Deterministic: the table is the build's.
 */
export function usePrefilterTable(parsed: unknown): void {
  const entries = Object.entries(typeof parsed === 'object' && parsed !== null ? parsed : {}).filter(
    (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].length > 0 && e[1].every(isFoldedAtom),
  );
  table = new Map(entries);
  const atoms = [...new Set(entries.flatMap(([, list]) => list))];
  index = new LiteralIndex(atoms);
  idOf = new Map(atoms.map((a, i) => [a, i]));
  memo = new WeakMap();
  found = new Map();
}

/** A table atom as the build writes it: a non-empty string that folding leaves as it is. */
function isFoldedAtom(atom: unknown): boolean {
  return typeof atom === 'string' && atom.length > 0 && foldedForPrefilter(atom) === atom;
}

function filterFor(re: RegExp): Filter | null {
  let filter = memo.get(re);
  if (filter === undefined) {
    const atoms = table.get(prefilterKey(re));
    filter = atoms === undefined ? null : { atoms, ids: Int32Array.from(atoms, (a) => idOf.get(a) ?? -1) };
    memo.set(re, filter);
  }
  return filter;
}

/** Which of the table's atoms `folded` holds (one byte per atom id). */
function foundIn(folded: string): Uint8Array {
  let marks = found.get(folded);
  if (marks === undefined) {
    if (found.size >= FOUND_TEXTS) found.delete(found.keys().next().value as string);
    marks = new Uint8Array(index.literals.length);
    index.markIn(folded, marks);
    found.set(folded, marks);
  }
  return marks;
}

/**
 * Whether `re` may match the text whose {@link foldedForPrefilter} is `folded` (`false`: it certainly does not).
 * `atoms`: the table's for `re` (a test passes the derivation's own, which are then looked for one by one).
 */
export function mayMatch(re: RegExp, folded: string, atoms?: readonly string[] | null): boolean {
  if (atoms !== undefined) return atoms === null || atoms.some((a) => folded.includes(a));
  const filter = filterFor(re);
  if (filter === null) return true;
  const marks = foundIn(folded);
  for (const id of filter.ids) if (marks[id] === 1) return true;
  return false;
}

/** `re.test(text)`, skipped when the prefilter says it cannot match (a skipped global or sticky regex resets `lastIndex`, as a failed test does). */
export function prefilteredTest(re: RegExp, text: string, folded: string, atoms?: readonly string[] | null): boolean {
  if (mayMatch(re, folded, atoms)) return re.test(text);
  if (re.global || re.sticky) re.lastIndex = 0;
  return false;
}
