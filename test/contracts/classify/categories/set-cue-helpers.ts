/**
 * What the category tests ask of a cue list and of the whole classifier: one home for the readers each file used to
 * write for itself (issue 18, h114dup: four shapes in some fifty files).
 */
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { clauseCategories } from '../helpers.js';
import { expect } from 'vitest';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

/** The categories of the element after `preamble` in a document of the two. */
export const categoriesOf = (preamble: string, text: string): string[] => clauseCategories(text, { preamble });

/**
 * A reader of one sentence's categories after `preamble`, for a file whose every clause stands after the same preamble;
 * `sorted` where the file compares them in alphabetical order instead of the closed set's.
 */
export const categoriesAfter =
  (preamble: string, order: 'as-given' | 'sorted' = 'as-given') =>
  (text: string): string[] => {
    const got = categoriesOf(preamble, text);
    return order === 'sorted' ? got.sort() : got;
  };

/** A document of lines: "# …" a title, a line `listItem` reads (when given) a list item, any other a sentence. */
export const documentOf = (lines: readonly string[], listItem?: RegExp): ElementInput[] =>
  lines.map((text): ElementInput =>
    text.startsWith('# ') ? { kind: 'title', text: text.slice(2) } : { kind: listItem?.test(text) === true ? 'listItem' : 'sentence', text },
  );

/** The categories of each element of a document. */
const categoriesOfEach = (inputs: ElementInput[]): string[][] => classifyContract(inputs).elements.map((e) => e.categories.map((c) => c.label));

/** The categories of each line of a document ({@link documentOf}). */
export const documentCategories = (lines: readonly string[], listItem?: RegExp): string[][] => categoriesOfEach(documentOf(lines, listItem));

/** The categories of each item of a list after the preamble and the list's lead-in (every item a list item, whatever it opens on). */
export const itemCategories = (preamble: string, lead: string, items: readonly string[]): string[][] =>
  categoriesOfEach([{ kind: 'sentence', text: preamble }, { kind: 'sentence', text: lead }, ...items.map((text): ElementInput => ({ kind: 'listItem', text }))]).slice(2);

/** The categories of each of `lines` after the preamble (one sentence, or several lines), read as {@link documentOf} reads them. */
export const categoriesOfAll = (preamble: string | readonly string[], lines: readonly string[], listItem?: RegExp): string[][] => {
  const before = typeof preamble === 'string' ? [preamble] : preamble;
  return documentCategories([...before, ...lines], listItem).slice(before.length);
};

/** Whether a cue of `cues` for `label` reads `text` (a global pattern tried afresh: no `lastIndex` carried over). */
export const anyOf = (cues: readonly (readonly [RegExp, string])[], label: string, text: string): boolean =>
  cues.some(([re, l]) => l === label && new RegExp(re.source, re.flags.replace('g', '')).test(text));

/** Whether any cue of `cues`, whatever its label, reads `text` (each pattern tried afresh, as {@link anyOf}). */
export const anyCue = (cues: readonly (readonly [RegExp, string])[], text: string): boolean =>
  cues.some(([re]) => new RegExp(re.source, re.flags.replace('g', '')).test(text));

/**
 * Whether the category evidence of `text`, read alone (no document), holds a cue of `category`: the reader seventeen
 * cue files wrote for themselves (one home, issue 18, h122health).
 */
export const cued = (text: string, category: string): boolean => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);

/** {@link cued} for each of `texts`, in order (where a table's answers differ sentence by sentence). */
export const cuedAll = (category: string, texts: readonly string[]): boolean[] => texts.map((t) => cued(t, category));

/**
 * Every pattern of every cue list run alone on `unit` repeated reads in linear time (test/security/linear-time.ts): the
 * hostile rows of the per-set category files (one home, session 76's review).
 */
export function expectCueListsReadLinearly(lists: readonly (readonly (readonly [RegExp, string])[])[], unit: string): void {
  for (const cues of lists) {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => cues.map(([re]) => new RegExp(re.source, re.flags.replace('g', '')).test(text));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toHaveLength(cues.length);
  }
}
