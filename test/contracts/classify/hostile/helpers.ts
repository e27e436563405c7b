/**
 * The hostile-text tests' shared helpers. Anyone uploads documents: an element may be one long run of what the
 * classifier's patterns look for, and the whole classifier must read it in about linear time.
 *
 * Which file takes which case (a new case goes to the file of the area its pattern reads; one describe per change, its
 * title or first comment naming the engineer or convention it came from):
 *
 * | file (`<name>.test.ts`)            | the cases it takes                                                           |
 * | ---------------------------------- | ---------------------------------------------------------------------------- |
 * | natures                            | modals, duties, promises, passives, relative clauses, C15–C17 (nature-*.ts)  |
 * | parties-and-names                  | party slots, aliases, role definitions, bindings, pronouns (party-*.ts)      |
 * | categories-said-without-their-word | category cues of rounds 3–10 and of the sets up to 33 (category-cues-*.ts)   |
 * | categories-of-sets-34-45           | category cues of set 34 on (new cue files: `itReadsCueFilesLinearly`)        |
 * | attributes                         | attribute recognizers: institutions, quantities, money marks, legal forms    |
 * | addresses-and-places               | streets, postcodes, towns, countries, places before dates, courts of a place |
 * | facts-parties-and-signers          | facts: parties, signers, fields, contacts (src/contracts/facts)              |
 * | facts-money-dates-and-terms        | facts: amounts, dates, deposits, terms                                       |
 * | readers-and-segmentation           | readers, the line under a title, a document's shape, matchesOf               |
 * | review-rounds                      | a review's or adversarial round's patterns across several areas at once      |
 * | set-N-fixes                         | one blind set's fixes across several areas at once (as review-rounds)        |
 *
 * Repeated shapes are written once here: `itReadsWithin4s(rows)` (a facts set's `[head, unit]` rows before a short
 * sentence), `itReadsFirstTableRows(rows)` (the first table's `[what, head, unit]` rows, sessions 18–22, one describe
 * in each area file), `itReadsUnitsAsElementAndLines(units)` (a unit as one element and as lines of it); the cue files'
 * `itReadsCueFilesLinearly` and `itClassifiesRepeatedLinearly` are in ../cue-file-linearity.ts.
 *
 * A case that targets one stage reads that stage alone: `itRecognizesRepeatedLinearly(target, unit)` with a target below
 * (`ATTRIBUTES`, `TITLE_ATTRIBUTES`, `CATEGORIES`). The whole classifier costs 30–90 % more than the recognizer a case
 * targets at the same length, so each family's file keeps one whole-classifier run (`itClassifiesRepeatedLinearly`) of
 * that stage's units and reads the others on the target (session 42, hspeed3; bench/log.md).
 */
import { expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { findAttributes } from '../../../../src/contracts/classify/attributes/attributes.js';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';
import { foldQuotes } from '../../../../src/contracts/classify/text/text.js';
import { CATEGORIES as CATEGORY_NAMES } from '../../../../src/contracts/wire.js';
import { readsLinearly } from '../../../security/linear-time.js';

/** The length each case was first timed at, and that its budget in milliseconds is for (scaled to the lengths read). */
export const LENGTH = 64_000;

/** `head`, then `unit` repeated to `length` characters. */
export const run = (head: string, unit: string, length = LENGTH) => head + unit.repeat(Math.ceil(length / unit.length));

/** `head`, then `unit` repeated until the whole is `length` characters (the head counted in the length). */
export const runAfterHead = (head: string, unit: string, length = LENGTH): string =>
  head + unit.repeat(Math.ceil((length - head.length) / unit.length));

/** `k` in base 26 written in small letters (0 → "a", 26 → "ba"): distinct names for distinct numbers. */
export const letters = (k: number) => k.toString(26).replace(/./g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]);

/**
 * The facts sets' hostile runs: `head`, then `unit` repeated, before a short sentence; the whole classifier reads it in
 * linear time (twice the text, at most three times the CPU: `readsLinearly`) and within 4 s a 64,000 characters (the
 * name is older than the doubling; the lists call it as they always did).
 */
export function readsWithin4s(head: string, unit: string): void {
  const labels = readsLinearly((n) => {
    const text = head + unit.repeat(Math.ceil(Math.max(n - head.length, 1) / unit.length));
    return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
  });
  expect(labels.elements.length).toBeGreaterThanOrEqual(2);
}

/** One test per `[head, unit]` row: `readsWithin4s(head, unit)`. */
export function itReadsWithin4s(rows: readonly (readonly [string, string])[]): void {
  for (const [head, unit] of rows) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
}

/**
 * One test per `[head, unit]` row, tagged with the engineer who wrote the rows: `head` then `unit` repeated, one sentence
 * (after a `title` element when given), classified in linear time and within 1 s at LENGTH characters.
 */
export function itClassifiesRunsWithin1s(tag: string, rows: readonly (readonly [string, string])[], title?: string): void {
  const before = title === undefined ? [] : [{ text: title, kind: 'title' as const }];
  for (const [head, unit] of rows) {
    it(`"${head}" then "${unit}" repeated: within 1 s (${tag})`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([...before, { text, kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(before.length + 1);
    });
  }
}

/**
 * One test per `[head, unit]` row, tagged with the engineer who wrote the rows: `head` then `unit` repeated, then `tail`
 * (an alias in brackets unless given), before "Creator shall pay."; both elements classified in linear time within
 * `seconds` (1 or 4) at LENGTH characters. `where` names what the run stands before.
 */
export function itClassifiesRunsBeforeAlias(
  tag: string,
  rows: readonly (readonly [string, string])[],
  { seconds = 1, tail = ' ("Creator").', where = 'before an alias' }: { seconds?: 1 | 4; tail?: string; where?: string } = {},
): void {
  for (const [head, unit] of rows) {
    it(`"${head}" then "${unit}" repeated, ${where}: within ${seconds} s (${tag})`, () => {
      const labels = readsLinearly((n) => {
        const text = `${run(head, unit, n)}${tail}`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Creator shall pay.', kind: 'sentence' }]);
      }, seconds * 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
}

/**
 * One test per `[what, unit]` row: the unit repeated as one element, then as lines of 180 characters (200 of them), so
 * a pattern that reads an element whole and one that reads a line are both timed.
 */
export function itReadsUnitsAsElementAndLines(units: readonly (readonly [string, string])[]): void {
  for (const [what, unit] of units) {
    it(`${what} ("${unit.trim()}") repeated, one element and lines of it: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
        const lines = text.match(/.{1,180}/gsu) ?? [];
        return () => classifyContract([{ text, kind: 'sentence' }, ...lines.slice(0, 200).map((line) => ({ text: line, kind: 'sentence' as const }))]);
      });
      expect(result.elements.length).toBeGreaterThan(1);
    });
  }
}

/**
 * The first table's rows (sessions 18–22; once one file, element-runs.test.ts, now one describe per area file): one test
 * per `[what, head, unit]` row, `head` then `unit` repeated as the second of two elements, read in linear time and within
 * 4 s at LENGTH characters, every attribute span inside the element (a pattern that runs past its element is as wrong as
 * a slow one).
 */
export function itReadsFirstTableRows(rows: readonly (readonly [string, string, string])[]): void {
  for (const [what, head, unit] of rows) {
    it(`${what}: linear, within 4 s at ${LENGTH.toLocaleString('en')} characters, every attribute span inside the element`, () => {
      const [text, labels] = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => [text, classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }])] as const;
      });
      expect(labels.elements).toHaveLength(2);
      // The spans past the element, in one assertion (SPANS_IN_ONE_EXPECT).
      expect(labels.elements[1].attributes.filter((a) => !(a.end <= text.length))).toEqual([]);
    });
  }
}

/*
 * SPANS_IN_ONE_EXPECT: a run's spans are checked in one `expect` of those outside the element (none), the same check as
 * an `expect` per span's begin and end, which it was until session 77: a 16,000-character run holds thousands of spans,
 * and attributes.test.ts made some 720,000 such calls (~6 µs each: ~4 s of its CPU, h117suite).
 */

/**
 * One stage of the classifier a hostile case targets: `read` runs it on one element's text as `classifyContract` would
 * (quotes folded first), `check` asserts what it returned is well formed for that text.
 */
export interface Recognizer<T> {
  readonly name: string;
  readonly read: (text: string) => T;
  readonly check: (text: string, found: T) => void;
}

const attributesOf = (title: boolean): Recognizer<ReturnType<typeof findAttributes>> => ({
  name: title ? 'findAttributes (a title)' : 'findAttributes',
  read: (text) => findAttributes(foldQuotes(text), undefined, title),
  check: (text, found) => {
    // A span past its element is as wrong as a slow pattern (the first table's rows assert it of the whole classifier).
    // The spans outside the element, in one assertion (SPANS_IN_ONE_EXPECT).
    expect([...found.attributes, ...found.numeric].filter((a) => !(a.begin >= 0 && a.end <= text.length))).toEqual([]);
  },
});

/** The attribute stage of a sentence: names, bodies, numbers, durations, places, addresses (attributes/attributes.ts). */
export const ATTRIBUTES = attributesOf(false);
/** The attribute stage of a title element (`findAttributes(…, title = true)`). */
export const TITLE_ATTRIBUTES = attributesOf(true);
/** The category stage of a sentence with no section title: every cue list, veto and the learned model (categories.ts). */
export const CATEGORIES: Recognizer<readonly string[]> = {
  name: 'categoriesOf',
  read: (text) => categoriesOf(foldQuotes(text), undefined, false),
  check: (_, found) => {
    for (const c of found) expect(CATEGORY_NAMES).toContain(c);
  },
};

/**
 * One test per `[head, unit]` row of a facts or attributes set's list, read by `target` alone
 * (`itRecognizesRepeatedLinearly`): the same text as `itReadsWithin4s` builds and the same bounds, for rows whose
 * describe names the stage they were written for (attributes.test.ts's set-N rows, session 73, h110suiteH).
 */
export function itRecognizesRowsLinearly<T>(target: Recognizer<T>, rows: readonly (readonly [string, string])[]): void {
  for (const [head, unit] of rows) itRecognizesRepeatedLinearly(target, unit, head);
}

/**
 * One `it`: `head`, then `unit` repeated, read by `target` alone in about linear time (`readsLinearly`: the growth from
 * 8,000 to 32,000 characters and the whole classifier's budget of 4 s at LENGTH), and what it found well formed.
 */
export function itRecognizesRepeatedLinearly<T>(target: Recognizer<T>, unit: string, head = ''): void {
  it(`${target.name} on ${head ? `"${head}" then ` : ''}"${unit}" repeated: linear`, () => {
    const [text, found] = readsLinearly((n) => {
      const text = head + unit.repeat(Math.ceil(Math.max(n - head.length, 1) / unit.length));
      return () => [text, target.read(text)] as const;
    });
    target.check(text, found);
  });
}
