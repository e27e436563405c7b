/**
 * Hostile-text cases written once. A cue file's patterns on a near-miss unit repeated: each category-cue module
 * exports lists of `[pattern, category]` pairs, and every pattern of the file must read the repeated unit in about
 * linear time (`readsLinearly`); a whole-sentence predicate on a near-miss unit repeated; a defined term's words
 * repeated, read by `termCategories`; and a sentence of one unit repeated, classified whole.
 */
import { expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../security/linear-time.js';

type CueList = readonly (readonly [RegExp, string])[];
const isCueList = (value: unknown): value is CueList =>
  Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair[0] instanceof RegExp);

/** One `it` per `[file, unit]`: `file` is a module of `src/contracts/classify/`. */
export function itReadsCueFilesLinearly(cases: readonly (readonly [string, string])[]): void {
  for (const [file, unit] of cases) {
    it(`${file}'s patterns on "${unit}" repeated: linear`, async () => {
      const mod: Record<string, unknown> = await import(/* @vite-ignore */ `../../../src/contracts/classify/${file}`);
      const patterns = Object.values(mod).filter(isCueList).flatMap((list) => list.map(([re]) => re));
      expect(patterns.length).toBeGreaterThan(0);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => text.replace(re, ' ').length);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(patterns.length);
    });
  }
}

/**
 * One `it` per unit: every pattern of `lists` (cue lists imported by the test file) on the unit repeated, read in about
 * linear time (`readsLinearly`, the patterns alone). For a file whose cues several lists share: the growth of the
 * 8,000- and 32,000-character runs fails a pattern that rescans, where one run of 100,000 characters under an absolute
 * bound cost two and a half times the characters and failed only a rescan slow enough for the machine (session 41).
 */
export function itReadsCueListsLinearly(lists: readonly CueList[], units: readonly string[]): void {
  const patterns = lists.flatMap((list) => list.map(([re]) => re));
  for (const unit of units) {
    it(`${lists.length} cue lists' ${patterns.length} patterns on "${unit}" repeated: linear`, () => {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => text.search(re));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(patterns.length);
    });
  }
}

/**
 * One `it` per `[file, name, unit]`: the predicate `name` (text → boolean) exported by `file`, a module of
 * `src/contracts/classify/` that reads a whole sentence rather than a cue list, on `unit` repeated.
 */
export function itReadsPredicatesLinearly(cases: readonly (readonly [string, string, string])[]): void {
  for (const [file, name, unit] of cases) {
    it(`${name} on "${unit}" repeated: linear`, async () => {
      const mod: Record<string, unknown> = await import(/* @vite-ignore */ `../../../src/contracts/classify/${file}`);
      const read = mod[name] as (text: string) => boolean;
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(typeof found).toBe('boolean');
    });
  }
}

/**
 * One `it` per unit: `termCategories` (categories/categories.ts, a defined term's words → its categories) on the unit
 * repeated, 20k/40k/80k characters by growth.
 */
export function itReadsTermCategoriesLinearly(units: readonly string[]): void {
  for (const unit of units) {
    it(`termCategories on "${unit}" repeated: linear`, async () => {
      const { termCategories } = await import('../../../src/contracts/classify/categories/categories.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => termCategories(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(Array.isArray(found)).toBe(true);
    });
  }
}

/**
 * One `it`: one element of `unit` repeated (a sentence unless `kind` says a title), classified whole, reads in about
 * linear time; `name` is the test's name when the default does not say what the unit stands for.
 */
export function itClassifiesRepeatedLinearly(
  unit: string,
  { name = `a sentence of "${unit}" repeated, classified whole: linear`, kind = 'sentence' }: { name?: string; kind?: 'sentence' | 'title' } = {},
): void {
  itClassifiesRunsLinearly([unit], () => name, (text) => [{ text, kind }]);
}

/**
 * One `it` per unit, named `name(unit)`: the contract `contract(run)` builds around `run` (the unit repeated) classified
 * whole in about linear time, one element out for each in. The shape the hostile files wrote out case by case.
 */
export function itClassifiesRunsLinearly(units: readonly string[], name: (unit: string) => string, contract: (run: string) => ElementInput[]): void {
  for (const unit of units) {
    it(name(unit), () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract(contract(run));
      });
      expect(result.elements.length).toBe(contract(unit).length);
    });
  }
}
