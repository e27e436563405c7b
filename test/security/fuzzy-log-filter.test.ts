/**
 * Twenty-first adversarial round (hred20): the fuzzy (`~`) log filter's edit distance was said to be computed in a
 * band, O(length × distance), but each row allocated and filled a whole row of the needle's length: O(length²). A log
 * whose text is 2,048 characters (the input bound) against a needle as long cost 17.5 ms, so one `GET …/logs` over the
 * 10,000 logs a server keeps, every text so written by an end user, held the event loop about 3 minutes.
 */
import { describe, expect, it } from 'vitest';
import { withinEditDistance } from '../../src/service/logs/fuzzy.js';
import { cpuClock, withinFastestOf } from './guard.js';
import { compileLogFilter } from '../../src/service/logs/filter.js';
import { ParleyError } from '../../src/model/index.js';
import { createSmall, failure, service } from '../service/helpers.js';

describe('fuzzy log filter work (hred20)', () => {
  it('a 2,048-character text against a 2,048-character needle is linear in the text (band of the distance)', () => {
    const text = 'a'.repeat(2048);
    const within = 'a'.repeat(2043) + 'bbbbb';
    const beyond = 'a'.repeat(2042) + 'bbbbbb';
    // 400 comparisons: 1.5 s of CPU before (the full rows), some 20 to 50 ms after.
    withinFastestOf(300, () => {
      for (let i = 0; i < 200; i++) {
        expect(withinEditDistance(text, within, 5)).toBe(true);
        expect(withinEditDistance(text, beyond, 5)).toBe(false);
      }
    });
  });

  it('answers as the full Levenshtein distance does (random short strings, every distance up to 5)', () => {
    const full = (a: string, b: string): number => {
      let row = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
      }
      return row[b.length];
    };
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const word = (n: number) => Array.from({ length: n }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let k = 0; k < 3000; k++) {
      const a = word(Math.floor(random() * 12));
      const b = word(Math.floor(random() * 12));
      const max = Math.floor(random() * 6);
      // A one-word text against a one-word needle: the whole text is the only comparison.
      expect([a, b, max, withinEditDistance(a, b, max)]).toEqual([a, b, max, b.length === 0 ? a.length <= max || full(a, b) <= max : full(a, b) <= max]);
    }
  });
});

/**
 * hred21, the lead's decision on hred20's Left: a fuzzy phrase of w words is compared with every run of w words of a
 * text, w × text × distance per log (a 205-word phrase: 3.6–6.9 ms a log, a minute over the 10,000 kept logs). The
 * filter language is for short phrases: one of more than 8 words is refused with a 400 at `.filter` naming it.
 */
describe('fuzzy log filter phrase length (hred21)', () => {
  const nineWords = 'one two three four five six seven eight nine';
  const eightWords = 'one two three four five six seven eight';

  it('a fuzzy phrase of more than 8 words is a 400 at .filter naming the phrase and the limit, in every fuzzy form', () => {
    for (const filter of [
      `request.input.text:~${nineWords}`,
      `request.input.text:${nineWords}~`,
      `request.input.text:${nineWords}~3`,
      `request.input.text:"${nineWords}"~1`,
      `language::en,(request.input.text:~${nineWords}|workspace_id::w1)`,
    ]) {
      let error: unknown;
      try {
        compileLogFilter(filter);
      } catch (e) {
        error = e;
      }
      expect(error, filter).toBeInstanceOf(ParleyError);
      expect((error as ParleyError).status).toBe(400);
      const detail = (error as ParleyError).result.errors![0];
      expect(detail).toMatchObject({ code: 'max_words', path: '.filter' });
      expect(detail.message).toContain(`"${nineWords}"`);
      expect(detail.message).toContain('8 words');
    }
  });

  it('a fuzzy phrase of 8 words, and a non-fuzzy phrase of any length, still filter', () => {
    const log = { request: { input: { text: `said ${eightWords} then` } } };
    expect(compileLogFilter(`request.input.text:~${eightWords.replace('three', 'thre')}`).predicate(log)).toBe(true);
    expect(compileLogFilter(`request.input.text:${eightWords} then`).predicate(log)).toBe(true);
    expect(compileLogFilter(`request.input.text::"said ${eightWords} then"`).predicate(log)).toBe(true);
  });

  it('listLogs answers the long fuzzy phrase with that 400', async () => {
    const a = service();
    const id = await createSmall(a);
    const refused = await failure(a.listLogs({ workspaceId: id, filter: `request.input.text:~${nineWords}` }));
    expect(refused.status).toBe(400);
    expect(refused.result.errors![0]).toMatchObject({ code: 'max_words', path: '.filter' });
  });
});

describe('fuzzy comparisons over many strings, and many fuzzy comparisons (hred24)', () => {
  // A message's context is the caller's: a 1 MiB body holds 400 strings of 2,048 characters in one variable, and the
  // log keeps it. One fuzzy clause over that variable compared each string whole: 33 ms a log (the text bound held
  // for each string, not for the log); 63 such clauses fit in the 4,096 characters of a filter: 1.3 s a log.
  const phrase = 'zzzz yyyy xxxx vvvv uuuu tttt ssss rrrr';
  const words = (seed: number): string =>
    Array.from({ length: 400 }, (_, i) => `w${((i * 7919 + seed) % 100000).toString(36).padStart(4, 'q')}`).join(' ').slice(0, 2048);
  const log = { request: { context: { notes: Array.from({ length: 400 }, (_, k) => words(k)) } } };

  it('one fuzzy clause reads at most the text bound of a log, however many strings its path reaches', () => {
    const { predicate } = compileLogFilter(`request.context.notes:~"${phrase}"~5`);
    predicate(log);
    const elapsed = cpuClock();
    for (let i = 0; i < 30; i++) expect(predicate(log)).toBe(false);
    // 30 logs: about 1 s of CPU before (every string read whole), a few ms after.
    expect(elapsed()).toBeLessThan(250);
  });

  it('the bound is the first 2,048 characters of the strings the clause reaches, in order', () => {
    const first = { request: { context: { notes: ['the parcel was dellivered late', 'x'.repeat(3000)] } } };
    const late = { request: { context: { notes: ['x'.repeat(2048), 'the parcel was dellivered late'] } } };
    const { predicate } = compileLogFilter('request.context.notes:~delivered');
    expect(predicate(first)).toBe(true);
    expect(predicate(late)).toBe(false);
    // Each log has its own bound: the first log's reading does not use up the next one's.
    expect(predicate(first)).toBe(true);
  });

  it('a filter with more than 8 fuzzy comparisons is a 400 at .filter naming the limit', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `request.input.text:~word${i}`).join('|');
    let error: unknown;
    try {
      compileLogFilter(nine);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParleyError);
    expect((error as ParleyError).status).toBe(400);
    const detail = (error as ParleyError).result.errors![0];
    expect(detail).toMatchObject({ code: 'max_fuzzy', path: '.filter' });
    expect(detail.message).toContain('9 fuzzy comparisons');
    expect(detail.message).toContain('at most 8');
  });

  it('8 fuzzy comparisons, and any number of other comparisons, still filter', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `request.input.text:~word${i}`).join('|');
    expect(compileLogFilter(eight).predicate({ request: { input: { text: 'a wrd5 here' } } })).toBe(true);
    const many = Array.from({ length: 100 }, (_, i) => `request.input.text:word${i}`).join('|');
    expect(compileLogFilter(many).predicate({ request: { input: { text: 'a word99 here' } } })).toBe(true);
  });
});
