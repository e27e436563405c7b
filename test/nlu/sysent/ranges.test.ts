import { describe, expect, it } from 'vitest';
import { recognize } from './helpers.js';

describe('number ranges (new system entities)', () => {
  it("documented: I'm interested in 5 to 7. → number_range_18_24, number_from / number_to", () => {
    expect(recognize("I'm interested in 5 to 7.")).toEqual([
      {
        entity: 'sys-number', location: [18, 24], value: '5', confidence: 1,
        interpretation: { numeric_value: 5, subtype: 'integer', range_link: 'number_range_18_24' },
        role: { type: 'number_from', confidence: 1 },
      },
      {
        entity: 'sys-number', location: [18, 24], value: '7', confidence: 1,
        interpretation: { numeric_value: 7, subtype: 'integer', range_link: 'number_range_18_24' },
        role: { type: 'number_to', confidence: 1 },
      },
    ]);
  });

  it('documented: from 2 to 3 percent → location [0,19] for both, number_range_0_19', () => {
    const got = recognize('from 2 to 3 percent');
    expect(got.map((e) => [e.entity, e.value, e.location, e.interpretation?.range_link, e.role?.type])).toEqual([
      ['sys-percentage', '2', [0, 19], 'number_range_0_19', 'number_from'],
      ['sys-percentage', '3', [0, 19], 'number_range_0_19', 'number_to'],
    ]);
  });

  it('documented: 1-2% → 1% and 2%, both with the location of the whole range', () => {
    const got = recognize('1-2%');
    expect(got.map((e) => [e.entity, e.value, e.location, e.role?.type])).toEqual([
      ['sys-percentage', '1', [0, 4], 'number_from'],
      ['sys-percentage', '2', [0, 4], 'number_to'],
    ]);
  });

  it('between … and …, words, dashes', () => {
    expect(recognize('between ten and twenty guests').map((e) => [e.value, e.location, e.interpretation?.range_link])).toEqual([
      ['10', [0, 22], 'number_range_0_22'],
      ['20', [0, 22], 'number_range_0_22'],
    ]);
    expect(recognize('5-7').map((e) => e.role?.type)).toEqual(['number_from', 'number_to']);
  });

  it('range spans as in the Recognizers-Text NumberRangeModel (held out): through, ~, en dash, words, 5k-20k', () => {
    const spans = (text: string) => recognize(text).filter((e) => e.role).map((e) => text.slice(e.location[0], e.location[1]));
    expect(spans('The number range is 20 through 100')).toEqual(['20 through 100', '20 through 100']);
    expect(spans('These apples are about 20~100')).toEqual(['20~100', '20~100']);
    expect(spans('The number range is 1000–5000')).toEqual(['1000–5000', '1000–5000']);
    expect(spans('The number range is 5k-20k')).toEqual(['5k-20k', '5k-20k']);
    expect(recognize('from one thousand to one thousand and five hundred.').map((e) => e.value)).toEqual(['1000', '1500']);
  });

  it('no range: dash chains, plain "and", legacy entities', () => {
    expect(recognize('+1-222-2222').some((e) => e.role)).toBe(false);
    expect(recognize('5 and 7').some((e) => e.role)).toBe(false);
    expect(recognize('5 to 7', { newSystemEntities: false }).some((e) => e.role || e.interpretation)).toBe(false);
  });

  it('currency ranges: a bare number before an amount takes its unit; both carry roles', () => {
    expect(recognize('between 500 and 1000 dollars')).toEqual([
      {
        entity: 'sys-currency', location: [0, 28], value: '500', confidence: 1,
        interpretation: { numeric_value: 500, subtype: 'integer', unit: 'USD', range_link: 'number_range_0_28' },
        role: { type: 'number_from', confidence: 1 },
      },
      {
        entity: 'sys-currency', location: [0, 28], value: '1000', confidence: 1,
        interpretation: { numeric_value: 1000, subtype: 'integer', unit: 'USD', range_link: 'number_range_0_28' },
        role: { type: 'number_to', confidence: 1 },
      },
    ]);
    expect(recognize('$5 to $7').map((e) => [e.entity, e.value, e.role?.type])).toEqual([
      ['sys-currency', '5', 'number_from'],
      ['sys-currency', '7', 'number_to'],
    ]);
  });

  it('no currency range across units or into minor units: $5 to 7 euros, 5 to 10 cents', () => {
    expect(recognize('$5 to 7 euros').some((e) => e.role)).toBe(false);
    expect(recognize('5 to 10 cents').map((e) => [e.entity, e.value, e.role])).toEqual([
      ['sys-number', '5', undefined],
      ['sys-currency', '0.1', undefined],
    ]);
  });
});

describe('alternatives (system-entities.md: "returned only for @sys-time and @sys-date")', () => {
  it('numbers, percentages and currencies never carry alternatives; roles only in ranges', () => {
    const es = recognize('5 to 7, then $10 for 3 items at 15%');
    expect(es.map((e) => `${e.entity} ${e.value} ${e.alternatives ? 'alt' : '-'} ${e.role?.type ?? '-'}`)).toEqual([
      'sys-number 5 - number_from', 'sys-number 7 - number_to', 'sys-currency 10 - -', 'sys-number 3 - -', 'sys-percentage 15 - -',
    ]);
  });
});
