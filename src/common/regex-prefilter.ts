/**
 * A literal prefilter for regular expressions: a pattern runs only when the text holds one of the literal strings its
 * own source requires (regex-literal-atoms.ts derives them at build time into `data/regex-prefilter.json`, keyed by
 * flags and source). A text without them cannot match, so the regex need not run — nor, if it never runs, be compiled:
 * V8 compiles a regex at its first use, and a process that has generated too much regex code compiles later ones
 * without their optimisations (bench/log.md, h25regex).
 *
 * Sound by construction: a pattern the table does not hold (added or edited since the build, built at run time, or
 * given up on) has no filter and always runs; so does every pattern of a classification given no table.
 *
 * No I/O here: the table is the build's data, read where the classifier is put to work (the contracts operations
 * layer, operations/prefilter-table.ts) and handed in, as the lexicons' files are read by their loaders.
 */
import { LiteralIndex, literalIndexCells } from './literal-index.js';
import { shortRunsUnrolledOnce, withShortRunsUnrolledOnce } from './regexp.js';
import { groupEndsFlushed } from './regexp-group-ends.js';
import { wordBoundariesOneSided } from './regexp-word-boundaries.js';

/** The generated table's file name under `data/` (scripts/build-regex-prefilter.mjs). */
export const PREFILTER_TABLE = 'regex-prefilter.json';

/**
 * The generated guards' file name under `data/`: for each pattern led by a lookbehind or by many words, the units one
 * of which starts every match (regex-lookbehind-guards.ts derives them at build time), keyed as the prefilter table
 * is. The prefilter runs each such pattern as its {@link guardedTwin} (its `test`, `testAny`; `matchesOf`).
 */
export const GUARD_TABLE = 'regex-guards.json';

/**
 * The generated run sources' file name under `data/`: for each pattern the build collects, the source the prefilter
 * runs it as ({@link runSourceOf}), or null where that is its own, keyed as the prefilter table is. Written at build
 * time because the rewrites are character loops: run on each pattern of the 58-page contract's cold call they cost
 * ~0.1 s of CPU (bench/log.md, "The cold classify, part 20"); a pattern the table lacks is rewritten when first run.
 */
export const RUN_TABLE = 'regex-runs.json';

/**
 * The source the prefilter runs `re` as: its short runs written once (regexp.ts `shortRunsUnrolledOnce`), its word
 * boundaries one-sided (regexp-word-boundaries.ts) and an empty lookahead after each group (regexp-group-ends.ts); the
 * same matches, captures and indices, and less native code (V8 compiles the patterns after its ~16 MB budget of regex
 * code without their optimisations). A `v` pattern's own.
 */
export function runSourceOf(re: RegExp): string {
  return re.flags.includes('v') ? re.source : groupEndsFlushed(wordBoundariesOneSided(shortRunsUnrolledOnce(re.source)));
}

/** `source` compiled with `flags`, or undefined where it is no pattern (a damaged run table's entry: the pattern is rewritten as one the table lacks). */
function compiled(source: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

/** Most units a guard may hold: past this it lets through most positions and costs more than it saves. */
export const MAX_GUARD_UNITS = 40;

/**
 * `re` led by a lookahead of `units` (code points with the `u` flag, code units without), each escaped:
 * `(?=[\u0061\u0062])(?:source)`, with `re`'s flags. The same matches, captures and indices as `re` wherever every
 * match of `re` starts with one of `units` (zero-width, it captures nothing); at every other position it fails at once,
 * before a lookbehind at the pattern's start runs (bench/log.md, "The cold classify, part 15").
 */
export function guardedTwin(re: RegExp, units: string): RegExp {
  const unicode = re.unicode;
  const escaped = Array.from(unicode ? units : units.split(''), (c) => {
    const u = c.codePointAt(0) ?? 0;
    return u > 0xffff ? `\\u{${u.toString(16)}}` : `\\u${u.toString(16).padStart(4, '0')}`;
  });
  return new RegExp(`(?=[${escaped.join('')}])(?:${re.source})`, re.flags);
}

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

/**
 * The largest index of atoms a table may ask for, in cells (literal-index.ts): the build's (3,197 atoms, 23,042
 * characters of 61 distinct ones since session 67's patterns run from the build's table) asks ~1.43 million. A table of a few thousand atoms over thousands of distinct
 * characters (CJK letters: a 129 KB file) asked 400 million, 1.6 GB and 20 s in every thread, and one of 533 KB ran
 * past 120 s (hred17). Past the bound the table is no filter: every pattern runs, the same answers, only slower.
 */
export const MAX_PREFILTER_INDEX_CELLS = 1 << 22;

/** A pattern's filter: its atoms and their ids in the table's index of atoms. */
interface Filter {
  readonly atoms: readonly string[];
  readonly ids: Int32Array;
}

/** What the prefilter keeps of a pattern: its filter (`null`: none) and the pattern it runs (its guarded twin, or itself). */
interface Entry {
  readonly filter: Filter | null;
  readonly run: RegExp;
}

/** A group's filters: the union of its members' (`null`: a member has none), each member's and the pattern it runs, in the group's order. */
interface GroupFilter {
  readonly union: Filter | null;
  readonly members: readonly (Filter | null)[];
  readonly runs: readonly RegExp[];
}

/**
 * The atoms found in the last few folded texts: an element's text is asked about by hundreds of patterns, one after
 * another, with a few other texts (its reading without some phrases, a slice after a place) between. The oldest goes
 * first when full.
 */
const FOUND_TEXTS = 16;

/**
 * One prefilter table and what it remembers (each pattern's filter, the atoms of the last texts): an object, so that a
 * classification is handed the table it runs with (`classifyContract(elements, { prefilter })`) and a test builds its
 * own without changing anyone else's.
 */
export class RegexPrefilter {
  private readonly table: ReadonlyMap<string, readonly string[]>;
  /** Each guarded pattern's units, by key ({@link GUARD_TABLE}). */
  private readonly guards: ReadonlyMap<string, string>;
  /** Each collected pattern's run source, null where it is its own, by key ({@link RUN_TABLE}). */
  private readonly runs: ReadonlyMap<string, string | null>;
  /** Every atom of the table, found in one pass over a text (literal-index.ts), and each atom's id in it. */
  private readonly index: LiteralIndex;
  private readonly idOf: ReadonlyMap<string, number>;
  /** Memo of each pattern's entry (deterministic: a RegExp's flags and source never change). */
  private readonly memo = new WeakMap<RegExp, Entry>();
  /** A group's filters ({@link mayMatchAny}, {@link testAny}), by the group's identity. */
  private readonly groupMemo = new WeakMap<readonly RegExp[], GroupFilter>();
  private readonly found = new Map<string, Uint8Array>();
  /**
   * The text asked about last and its marks: the patterns of one element ask about the same text in runs of dozens
   * (a category's cues, then its vetoes), and comparing with the last one (the same string, mostly: a pointer's
   * comparison) skips the map's lookup (the cold 58-page call: ~1 M lookups).
   */
  private last: { folded: string; marks: Uint8Array } | undefined;

  /**
   * `parsed`: the generated table's JSON, parsed. Keeps its entries whose atoms are a non-empty list of non-empty
   * strings already folded (anything else is no filter, so the pattern runs: an atom in capitals could never be found
   * in a folded text, and would skip a pattern that matches); none when their index would pass
   * {@link MAX_PREFILTER_INDEX_CELLS}. Deterministic: the table is the build's.
   * `guards`: the generated guards' JSON ({@link GUARD_TABLE}), parsed; an entry that is not a string of 1 to
   * {@link MAX_GUARD_UNITS} units is no guard (its pattern runs as it is).
   * `runs`: the generated run sources' JSON ({@link RUN_TABLE}), parsed; an entry that is neither a string nor null is
   * none (its pattern is rewritten when first run, as one the table lacks).
   */
  constructor(parsed: unknown, guards: unknown = {}, runs: unknown = {}) {
    let entries = Object.entries(typeof parsed === 'object' && parsed !== null ? parsed : {}).filter(
      (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].length > 0 && e[1].every(isFoldedAtom),
    );
    let atoms = [...new Set(entries.flatMap(([, list]) => list))];
    if (literalIndexCells(atoms) > MAX_PREFILTER_INDEX_CELLS) [entries, atoms] = [[], []];
    this.table = new Map(entries);
    this.guards = new Map(
      Object.entries(typeof guards === 'object' && guards !== null ? guards : {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0 && [...e[1]].length <= MAX_GUARD_UNITS,
      ),
    );
    this.runs = new Map(
      Object.entries(typeof runs === 'object' && runs !== null ? runs : {}).filter(
        (e): e is [string, string | null] => e[1] === null || (typeof e[1] === 'string' && e[1].length > 0),
      ),
    );
    this.index = new LiteralIndex(atoms);
    this.idOf = new Map(atoms.map((a, i) => [a, i]));
  }

  /**
   * Whether `re` may match the text whose {@link foldedForPrefilter} is `folded` (`false`: it certainly does not).
   * `atoms`: the table's for `re` (a test passes the derivation's own, which are then looked for one by one).
   */
  mayMatch(re: RegExp, folded: string, atoms?: readonly string[] | null): boolean {
    if (atoms !== undefined) return atoms === null || atoms.some((a) => folded.includes(a));
    return this.passes(this.entryFor(re).filter, folded);
  }

  /**
   * Whether any of `group` may match the text whose {@link foldedForPrefilter} is `folded` (`false`: none does): one
   * look at the union of their filters, so that a list none of whose literals the text holds costs one check, not one
   * per pattern (a category's cues, asked of every element for every category). Exactly the disjunction of
   * {@link mayMatch} over the group: a member with no filter makes the whole group pass. `group`: an array kept for good
   * (its union is remembered by identity).
   */
  mayMatchAny(group: readonly RegExp[], folded: string): boolean {
    return this.passes(this.groupFor(group).union, folded);
  }

  /**
   * Whether one of `group` matches `text` (`folded`: its {@link foldedForPrefilter}): exactly
   * `mayMatchAny(group, folded) && group.some((re) => test(re, text, folded))`, the same patterns run in the same order,
   * but the text's atoms and each member's filter are looked up once for the group, not once per member. A category's
   * cues are asked of every sentence, and most members of a group whose union passes fail their own filter: 262,000
   * such per-member look-ups in a warm call of the 58-page contract (bench/log.md, "The cold classify, part 15").
   */
  testAny(group: readonly RegExp[], text: string, folded: string): boolean {
    const { union, members, runs } = this.groupFor(group);
    const marks = union === null && members.every((f) => f === null) ? NO_MARKS : this.foundIn(folded);
    if (!holds(union, marks)) return false;
    for (let i = 0; i < group.length; i++) {
      const re = group[i];
      if (holds(members[i], marks)) {
        if (runOf(re, runs[i], text)) return true;
      } else if (re.global || re.sticky) re.lastIndex = 0;
    }
    return false;
  }

  /**
   * The indices of the members of `group` that may match the text whose {@link foldedForPrefilter} is `folded`, in the
   * group's order: exactly the `i` for which {@link mayMatch}`(group[i], folded)` holds (a member with no filter is
   * always one). One look at the group's union, then at each member's filter against the text's atoms found once: a
   * caller that asks a long list of the same text (the local currencies' ~60 country patterns, of every element) skips
   * the text at one question when none can match, and runs only the few that may (bench/log.md, "The local-currency
   * loop asks the prefilter once per text").
   */
  candidates(group: readonly RegExp[], folded: string): number[] {
    const { union, members } = this.groupFor(group);
    const marks = union === null && members.every((f) => f === null) ? NO_MARKS : this.foundIn(folded);
    const out: number[] = [];
    if (!holds(union, marks)) return out;
    for (let i = 0; i < members.length; i++) if (holds(members[i], marks)) out.push(i);
    return out;
  }

  private groupFor(group: readonly RegExp[]): GroupFilter {
    let filters = this.groupMemo.get(group);
    if (filters === undefined) {
      const entries = group.map((re) => this.entryFor(re));
      const members = entries.map((e) => e.filter);
      const union = members.some((f) => f === null)
        ? null
        : { atoms: [...new Set(members.flatMap((f) => f?.atoms ?? []))], ids: Int32Array.from(new Set(members.flatMap((f) => Array.from(f?.ids ?? [])))) };
      filters = { union, members, runs: entries.map((e) => e.run) };
      this.groupMemo.set(group, filters);
    }
    return filters;
  }

  /** Whether `folded` holds one of `filter`'s atoms (no filter: it may match anything). */
  private passes(filter: Filter | null, folded: string): boolean {
    return filter === null || holds(filter, this.foundIn(folded));
  }

  /** `re.test(text)`, skipped when the prefilter says it cannot match (a skipped global or sticky regex resets `lastIndex`, as a failed test does). */
  test(re: RegExp, text: string, folded: string, atoms?: readonly string[] | null): boolean {
    if (this.mayMatch(re, folded, atoms)) return runOf(re, this.entryFor(re).run, text);
    if (re.global || re.sticky) re.lastIndex = 0;
    return false;
  }

  /** How many texts' atoms it remembers now (at most FOUND_TEXTS). */
  get textsRemembered(): number {
    return this.found.size;
  }

  /**
   * Forgets the texts it remembers: a classification's texts are not asked about after it, and the prefilter outlives
   * it (one per thread), so it would keep the last document's folded elements, up to FOUND_TEXTS of them, in memory
   * after its request (58 MB after 16 elements of 1.75 M characters; hred17).
   */
  forgetTexts(): void {
    this.found.clear();
    this.last = undefined;
  }

  /**
   * The pattern `re` runs as: its guarded twin when the guards hold one for it, else itself; either with its short blank
   * runs and optional groups written once (regexp.ts, withShortRunsUnrolledOnce). The category cues and the patterns read through
   * `matchesOf` pass here, written as literals or composed in hundreds of modules: V8 compiles each `\s{1,3}` of them
   * into two or three copies of the rest of the pattern, and the first ~870 patterns of the 58-page contract's cold
   * call filled its ~16 MB budget of optimised regex code (bench/log.md, "The cold classify, part 19").
   */
  runnable(re: RegExp): RegExp {
    return this.entryFor(re).run;
  }

  private entryFor(re: RegExp): Entry {
    let entry = this.memo.get(re);
    if (entry === undefined) {
      const key = prefilterKey(re);
      const atoms = this.table.get(key);
      const units = this.guards.get(key);
      const written = this.runs.get(key);
      const base = written === undefined ? withShortRunsUnrolledOnce(re) : written === null ? re : (compiled(written, re.flags) ?? withShortRunsUnrolledOnce(re));
      entry = {
        filter: atoms === undefined ? null : { atoms, ids: Int32Array.from(atoms, (a) => this.idOf.get(a) ?? -1) },
        run: units === undefined ? base : guardedTwin(base, units),
      };
      this.memo.set(re, entry);
    }
    return entry;
  }

  /** Which of the table's atoms `folded` holds (one byte per atom id). */
  private foundIn(folded: string): Uint8Array {
    if (this.last?.folded === folded) return this.last.marks;
    let marks = this.found.get(folded);
    if (marks === undefined) {
      if (this.found.size >= FOUND_TEXTS) this.found.delete(this.found.keys().next().value as string);
      marks = new Uint8Array(this.index.literals.length);
      this.index.markIn(folded, marks);
      this.found.set(folded, marks);
    }
    this.last = { folded, marks };
    return marks;
  }
}

/** `re.test(text)`, run as `run` (`re` itself or its twin, guarded or with its short runs written once, which then starts at `re`'s lastIndex and leaves its own in `re`). */
function runOf(re: RegExp, run: RegExp, text: string): boolean {
  if (run === re) return re.test(text);
  if (!re.global && !re.sticky) return run.test(text);
  run.lastIndex = re.lastIndex;
  const found = run.test(text);
  re.lastIndex = run.lastIndex;
  return found;
}

/** Whether the text whose atoms are `marks` holds one of `filter`'s atoms (no filter: it may match anything). */
function holds(filter: Filter | null, marks: Uint8Array): boolean {
  if (filter === null) return true;
  const ids = filter.ids;
  for (let i = 0; i < ids.length; i++) if (marks[ids[i]] === 1) return true;
  return false;
}

/** No atom found: what {@link RegexPrefilter.testAny} reads when no member of its group has a filter to ask it. */
const NO_MARKS = new Uint8Array(0);

/** A table atom as the build writes it: a non-empty string that folding leaves as it is. */
function isFoldedAtom(atom: unknown): boolean {
  return typeof atom === 'string' && atom.length > 0 && foldedForPrefilter(atom) === atom;
}

/** No table: every pattern runs. */
export const NO_PREFILTER = new RegexPrefilter({});

/**
 * The prefilter a classification not handed one runs with: none until `usePrefilterTable` (the operations layer's
 * `loadPrefilterTable`, the tests' setup, the bench scripts) gives the build's.
 */
let fallback = NO_PREFILTER;

/** The prefilter of the classification running now (`withPrefilter`), if it was handed one. */
let current: RegexPrefilter | undefined;

/**
 * Makes a prefilter of `parsed` (as {@link RegexPrefilter}'s constructor reads it) the one of every classification not
 * handed its own, and returns it.
 */
export function usePrefilterTable(parsed: unknown, guards: unknown = {}, runs: unknown = {}): RegexPrefilter {
  fallback = new RegexPrefilter(parsed, guards, runs);
  return fallback;
}

/**
 * Runs `run` (synchronous: a classification) with `prefilter` as the one its patterns ask, then gives back the one
 * before (the modules below the classifier ask {@link mayMatch}, not a parameter threaded through each of them).
 * `undefined`: the one in force (an outer classification's, else the fallback).
 */
export function withPrefilter<T>(prefilter: RegexPrefilter | undefined, run: () => T): T {
  const outer = current;
  current = prefilter ?? outer;
  try {
    return run();
  } finally {
    // The outermost classification's texts are forgotten when it ends (forgetTexts), an inner one's kept for the outer.
    if (outer === undefined) (current ?? fallback).forgetTexts();
    current = outer;
  }
}

/** {@link RegexPrefilter.mayMatch} of the prefilter in force (the running classification's, else the fallback). */
export function mayMatch(re: RegExp, folded: string, atoms?: readonly string[] | null): boolean {
  return (current ?? fallback).mayMatch(re, folded, atoms);
}

/** {@link RegexPrefilter.mayMatchAny} of the prefilter in force (the running classification's, else the fallback). */
export function mayMatchAny(group: readonly RegExp[], folded: string): boolean {
  return (current ?? fallback).mayMatchAny(group, folded);
}

/** {@link RegexPrefilter.runnable} of the prefilter in force (the running classification's, else the fallback). */
export function runnable(re: RegExp): RegExp {
  return (current ?? fallback).runnable(re);
}

/** {@link RegexPrefilter.testAny} of the prefilter in force (the running classification's, else the fallback). */
export function prefilteredTestAny(group: readonly RegExp[], text: string, folded: string): boolean {
  return (current ?? fallback).testAny(group, text, folded);
}

/** {@link RegexPrefilter.test} of the prefilter in force (the running classification's, else the fallback). */
export function prefilteredTest(re: RegExp, text: string, folded: string, atoms?: readonly string[] | null): boolean {
  return (current ?? fallback).test(re, text, folded, atoms);
}

/** {@link RegexPrefilter.candidates} of the prefilter in force (the running classification's, else the fallback). */
export function prefilterCandidates(group: readonly RegExp[], folded: string): number[] {
  return (current ?? fallback).candidates(group, folded);
}
