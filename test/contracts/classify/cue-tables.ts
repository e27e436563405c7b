/**
 * Tables of sentences for the classifier's tests: a reader (of one category: a cue list's patterns, a cue of the sense,
 * the categories of a whole element; of an element's attributes; of a contract-level fact) and the answer each
 * sentence of the table must give. A failure names the sentences that read otherwise, not their places in a list.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/**
 * Whether one of `list`'s patterns of `category` (without one: of any category) matches a text (a cue file's own list,
 * or its vetoes, read without the sense).
 */
export const cuedBy =
  (list: readonly (readonly [RegExp, string])[], category?: string) =>
  (text: string): boolean =>
    list.some(([re, c]) => (category === undefined || c === category) && re.test(text));

/** Asserts that `read` gives exactly `expected` for every sentence of `texts` (a cue that is 'strong' is not `true`). */
export function expectEach<T>(read: (text: string) => T, texts: readonly string[], expected: T): void {
  expect(texts.filter((t) => read(t) !== expected), `sentences not read as ${expected}`).toEqual([]);
}

/**
 * Asserts that `read` gives each row's answer for its sentence, as `toEqual` compares them. Every row is read; a
 * failure lists only the rows that differ (by strict equality), each answer beside its sentence. A row whose reading
 * throws is a differing row whose answer is the error (`threw: …`), so the failure still names its sentence.
 */
export function expectReads<T>(read: (text: string) => T, rows: readonly (readonly [string, T])[]): void {
  expectAnswers(rows.map(([text, want]) => ({ text, want, got: readOrError(read, text) })));
}

/** A sentence, the answer it must give and the answer it gave. */
export interface Answer<T> {
  readonly text: string;
  readonly want: T;
  readonly got: T | string;
}

/** Asserts that every answer is the one wanted (strict equality); a failure lists only the differing ones, by sentence. */
export function expectAnswers<T>(found: readonly Answer<T>[]): void {
  const differing = found.filter((r) => !isDeepStrictEqual(r.got, r.want));
  expect(differing.map((r) => [r.text, r.got]), 'sentences read otherwise').toEqual(differing.map((r) => [r.text, r.want]));
}

/** `read(text)`, or what it threw as `threw: <message>`. */
export function readOrError<T>(read: (text: string) => T, text: string): T | string {
  try {
    return read(text);
  } catch (e) {
    return `threw: ${e instanceof Error ? e.message : String(e)}`;
  }
}
