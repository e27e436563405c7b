/**
 * The cedi sign typed as the cent sign after "GH" ("GH¢ 9,600.00", "GH¢650", "Gh¢ 500.00"), as Ghanaian drafting writes it
 * where a keyboard has no "₵" (issue 18, h118f75; facts set 75's cause 1): GHS in a contract; a chat does not read it (h118mendD). The cent sign
 * alone, "gh¢" and "GH ¢" apart stay no currency. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { mayStartUnitBefore } from '../../../src/nlu/sysent/number/unit-starts.js';
import { tokenize } from '../../../src/nlu/sysent/number/tokens.js';
import { readsLinearly } from '../../security/linear-time.js';
import { run } from '../../contracts/classify/hostile/helpers.js';
import { compileSystemEntities } from '../../../src/nlu/sysent/index.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"GH¢" and "Gh¢" before a figure are the cedi (cause 1)', () => {
  it('spaced or glued, with or without cents, in a contract, not in a chat', () => {
    expect(read('The price is GH¢ 9,600.00 for the two cloths.')).toEqual(['GH¢ 9,600.00=9600 GHS']);
    expect(read('Each stole costs GH¢650.')).toEqual(['GH¢650=650 GHS']);
    expect(read('We refund Gh¢ 500.00 for each week of delay.')).toEqual(['Gh¢ 500.00=500 GHS']);
    // A contract's notation only (h118mendD, finding 14 of h118rr): a chat's system entities do not read it.
    expect(read('can you send GH¢200 tomorrow', false)).toEqual([]);
    expect(read('I paid Gh¢ 50 for it', false)).toEqual([]);
    // The cedi's own sign, as before: read by the sign, its span from the sign.
    expect(read('The rent is GH₵ 1,200.00 a month.')).toEqual(['₵ 1,200.00=1200 GHS']);
  });
  it('a chat\'s system entities, legacy and new workspaces: "GH¢200" is the number only, as before h118f75 (h118mendD)', () => {
    const context = { now: Date.UTC(2016, 10, 7), timezone: 'UTC', version: '2021-06-14' };
    const enabled = ['sys-number', 'sys-percentage', 'sys-currency'];
    const answers = (newSystemEntities: boolean) => compileSystemEntities({ enabled, newSystemEntities })
      .recognize('can you send GH¢200 tomorrow', context).map((e) => `${e.entity}:${e.value}`);
    expect(answers(false)).toEqual(['sys-number:200']);
    expect(answers(true)).toEqual(['sys-number:200']);
  });
  it('near misses: the cent sign alone or after a figure, "gh¢", "GH ¢" apart', () => {
    expect(read('The stamp costs 50¢ and the card ¢75.')).toEqual([]);
    expect(read('The price is gh¢ 500.00 for each week.')).toEqual([]);
    expect(read('The price is GH ¢ 500.00 for each week.')).toEqual([]);
  });
  it('"GH" and "Gh" may start a unit before its amount, the prefilter of unit-starts.ts', () => {
    const [gh] = tokenize('GH¢', true);
    expect(mayStartUnitBefore(gh)).toBe(true);
  });
  it('a run of "GH¢" marks and figures reads linearly', () => {
    const sums = readsLinearly((n) => {
      const text = run('The price is ', 'GH¢ 1 Gh¢1,0 ', n);
      return () => read(text);
    }, 1000);
    expect(sums.length).toBeGreaterThan(0);
  });
});
