import { describe, expect, it } from 'vitest';
import { recognize } from './helpers.js';

const percents = (text: string) => recognize(text).filter((e) => e.entity === 'sys-percentage').map((e) => e.value);

describe('@sys-percentage: documented examples (system-entities.md §2)', () => {
  it('15% and 10 percent', () => {
    expect(recognize('15%')).toEqual([
      { entity: 'sys-percentage', location: [0, 3], value: '15', confidence: 1, interpretation: { numeric_value: 15, subtype: 'integer' } },
    ]);
    expect(percents('10 percent')).toEqual(['10']);
  });

  it('1,234.56% → value "1234.56"', () => {
    expect(recognize('1,234.56%')).toEqual([
      { entity: 'sys-percentage', location: [0, 9], value: '1234.56', confidence: 1, interpretation: { numeric_value: 1234.56, subtype: 'rational' } },
    ]);
  });

  it('50 percent → literal "50 percent", numeric_value 50 (not divided by 100)', () => {
    const [e] = recognize('50 percent');
    expect(e.location).toEqual([0, 10]);
    expect(e.interpretation?.numeric_value).toBe(50);
  });

  it('legacy metadata {numeric_value} before 2021-06-14; the number is also tagged, shorter mention first on one start', () => {
    expect(recognize('50%', { version: '2020-04-01', newSystemEntities: false })).toEqual([
      { entity: 'sys-number', location: [0, 2], value: '50', confidence: 1, metadata: { numeric_value: 50 } },
      { entity: 'sys-percentage', location: [0, 3], value: '50', confidence: 1, metadata: { numeric_value: 50 } },
    ]);
  });
});

describe('@sys-percentage: legacy ranges (2019 doc)', () => {
  it('1-2% → 1% and 2% with the same index (the whole range), no range_link or role; the numbers stay', () => {
    expect(recognize('1-2%', { newSystemEntities: false, version: '2019-02-28' })).toEqual([
      { entity: 'sys-number', location: [0, 1], value: '1', confidence: 1, metadata: { numeric_value: 1 } },
      { entity: 'sys-percentage', location: [0, 4], value: '1', confidence: 1, metadata: { numeric_value: 1 } },
      { entity: 'sys-percentage', location: [0, 4], value: '2', confidence: 1, metadata: { numeric_value: 2 } },
      { entity: 'sys-number', location: [2, 3], value: '2', confidence: 1, metadata: { numeric_value: 2 } },
    ]);
  });
});

describe('@sys-percentage: forms', () => {
  it.each([
    ['27 %', '27'],
    ['fifty per cent', '50'],
    ['100 percentage', '100'],
    ['one hundred percents', '100'],
    ['just need minus five percent', '-5'],
    ['percent of 10', '10'],
    ['per cent of twenty-two', '22'],
  ])('%s → %s', (text, value) => {
    expect(percents(text)).toEqual([value]);
  });

  it('a percent word without an amount is nothing; URLs are skipped', () => {
    expect(recognize('Only a small percent attain the top ranks')).toEqual([]);
    expect(recognize('The table shows the % of increase')).toEqual([]);
    expect(recognize('see https://www.test.com/search?q=30%25%2020%')).toEqual([]);
    expect(recognize('go to https://x.com/a?q=30% now 5% or mail me2@x.com 7 times').map((e) => e.value)).toEqual(['5', '7']);
  });
});
