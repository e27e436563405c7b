/**
 * Tables of sentences for the category tests: a reader of one category (a cue list's patterns, a cue of the sense, the
 * categories of a whole element) and the answer every sentence of the table must give. A failure names the sentences
 * that read otherwise, not their places in a list of booleans.
 */
import { expect } from 'vitest';

/** Whether one of `list`'s patterns of `category` matches a text (a cue file's own list, read without the sense). */
export const cuedBy =
  (list: readonly (readonly [RegExp, string])[], category: string) =>
  (text: string): boolean =>
    list.some(([re, c]) => c === category && re.test(text));

/** Asserts that `read` gives exactly `expected` for every sentence of `texts` (a cue that is 'strong' is not `true`). */
export function expectEach<T>(read: (text: string) => T, texts: readonly string[], expected: T): void {
  expect(texts.filter((t) => read(t) !== expected), `sentences not read as ${expected}`).toEqual([]);
}
