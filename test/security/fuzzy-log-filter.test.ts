/**
 * Twenty-first adversarial round (hred20): the fuzzy (`~`) log filter's edit distance was said to be computed in a
 * band, O(length × distance), but each row allocated and filled a whole row of the needle's length: O(length²). A log
 * whose text is 2,048 characters (the input bound) against a needle as long cost 17.5 ms, so one `GET …/logs` over the
 * 10,000 logs a server keeps, every text so written by an end user, held the event loop about 3 minutes.
 */
import { describe, expect, it } from 'vitest';
import { withinEditDistance } from '../../src/service/logs/fuzzy.js';
import { cpuClock } from './guard.js';
import { compileLogFilter } from '../../src/service/logs/filter.js';
import { ParleyError } from '../../src/model/index.js';
import { createSmall, failure, service } from '../service/helpers.js';

describe('fuzzy log filter work (hred20)', () => {
  it('a 2,048-character text against a 2,048-character needle is linear in the text (band of the distance)', () => {
    const text = 'a'.repeat(2048);
    const within = 'a'.repeat(2043) + 'bbbbb';
    const beyond = 'a'.repeat(2042) + 'bbbbbb';
    const elapsed = cpuClock();
    for (let i = 0; i < 200; i++) {
      expect(withinEditDistance(text, within, 5)).toBe(true);
      expect(withinEditDistance(text, beyond, 5)).toBe(false);
    }
    // 400 comparisons: 1.5 s of CPU before (the full rows), some 20 ms after.
    expect(elapsed()).toBeLessThan(300);
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
