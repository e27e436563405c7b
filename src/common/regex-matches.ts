/**
 * Every match of a global pattern, found on the pattern's own object. `text.matchAll(pattern)` runs a copy of the
 * pattern (the standard makes one with `new RegExp(pattern, flags)`), and V8 finds a copy's compiled code in its
 * compilation cache, keyed by source and flags, which its major garbage collections age out. A copy made after a few
 * of them parses and compiles the pattern again (bytecode, then native code at its second run), though the module's
 * own object still holds the code compiled before. The contract analysis warms a thread up on a short contract while
 * the PDF is read (operations/warm-up.ts); the 58-page PDF's classification then recompiled 72 patterns run through
 * `matchAll` (53,284 characters of source, MODAL and company-names' COMPANY among them), and a warm call recompiles
 * them too (bench/log.md, "The cold classify, part 7"). `exec` on the object itself keeps its code.
 */
import { runnable } from './regex-prefilter.js';

/**
 * The matches of the global `pattern` in `text`, the same as `[...text.matchAll(pattern)]` (the same objects' fields,
 * in the same order, from the same starting `lastIndex`), found by `pattern.exec`. `pattern.lastIndex` is as it was
 * afterwards, as `matchAll` leaves it. All matches are found before the caller sees one, so a caller that runs the same
 * pattern while reading them (directly or through a function it calls) cannot disturb the search.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  return scan(pattern, text, (m) => m.index + m[0].length);
}

/**
 * The matches of the global `pattern` in `text` whose group `group` holds a listed word (`isListed`), in order, as
 * {@link matchesOf} finds them. A pattern that reads a word list as an alternation compiles every word into its native
 * code (a long list, hundreds of KB, spends V8's regex code budget: bench/log.md, "The cold classify, part 17"); the
 * same pattern with a word-shaped group there (`(\p{L}{1,12})` for a month's name) and this lookup finds the same
 * matches where the group can be read at a start one way only (a whole word, bounded by what the pattern puts around
 * it): a match whose word is not listed is one the list's pattern has not at that start, and the search goes on from
 * the next character, as that pattern's does.
 */
export function matchesWithListedWord(pattern: RegExp, text: string, group: number, isListed: (word: string) => boolean): RegExpExecArray[] {
  return scan(pattern, text, (m) => (isListed(m[group] ?? '') ? m.index + m[0].length : undefined));
}

/**
 * The matches of the global `pattern` in `text` each followed by what `tailEnd` reads at the match's end, the match
 * then running to the tail's end (its `[0]` so extended), in order. The pattern that held the tail (a listed country
 * after a town's comma, its every name an alternative) finds the same where its own part reads one way only at a start
 * and `tailEnd` reads the tail as the pattern's backtracking did: a match without its tail is none at that start, and
 * the search goes on from the next character (bench/log.md, "The cold classify, part 17").
 */
export function matchesWithTail(pattern: RegExp, text: string, tailEnd: (text: string, at: number) => number | undefined): RegExpExecArray[] {
  return scan(pattern, text, (m) => {
    const end = tailEnd(text, m.index + m[0].length);
    if (end !== undefined) m[0] = text.slice(m.index, end);
    return end;
  });
}

/**
 * The one search loop of the readers above: `settle` keeps a match by returning where it ends (the search goes on from
 * there, or one character further after an empty match, as the standard's AdvanceStringIndex does for matchAll), or
 * drops it by returning undefined (the search goes on from the character after the match's start: the pattern had no
 * match there). Runs the pattern's guarded twin (regex-prefilter.ts) and leaves `pattern.lastIndex` as it found it.
 */
function scan(pattern: RegExp, text: string, settle: (m: RegExpExecArray) => number | undefined): RegExpExecArray[] {
  // matchAll's own refusal, in its words: a non-global pattern would find its first match forever.
  if (!pattern.global) throw new TypeError('String.prototype.matchAll called with a non-global RegExp argument');
  const start = pattern.lastIndex;
  const fullUnicode = pattern.unicode || pattern.flags.includes('v');
  const found: RegExpExecArray[] = [];
  // The pattern led by a guard of its first units, where the build derived one (regex-prefilter.ts, guardedTwin): the
  // same matches, found faster where the pattern is compiled without V8's optimisations.
  const run = runnable(pattern);
  run.lastIndex = start;
  try {
    for (let m = run.exec(text); m !== null; m = run.exec(text)) {
      const end = settle(m);
      if (end === undefined) {
        run.lastIndex = advanceIndex(text, m.index, fullUnicode);
        continue;
      }
      found.push(m);
      run.lastIndex = end === m.index ? advanceIndex(text, end, fullUnicode) : end;
    }
  } finally {
    pattern.lastIndex = start;
  }
  return found;
}

/** The index after the character at `index` (after its code point, two units for a surrogate pair, when `fullUnicode`). */
function advanceIndex(text: string, index: number, fullUnicode: boolean): number {
  if (!fullUnicode || index + 1 >= text.length) return index + 1;
  const unit = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}
