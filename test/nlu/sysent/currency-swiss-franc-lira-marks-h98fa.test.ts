/**
 * The Swiss franc's written abbreviations "Fr." / "SFr." before a figure in money's form (apostrophe groups, cents or a
 * ".–" closer), the Turkish lira's "TL" either side of a figure in money's form, and the "M" of millions only before the
 * codes financial drafting writes so ("MUSD", "MNOK"), never inside a word in capitals such as German "MWST" (issue 18,
 * h98fa; facts set 58's causes 9, 10 and 12). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import { millionsCode } from '../../../src/nlu/sysent/number/currency-units.js';
import { readsLinearly } from '../../security/linear-time.js';

const read = (text: string, moneyNotations = true) =>
  recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);

describe('"Fr." and "SFr." before a figure in money\'s form (cause 9)', () => {
  it('apostrophe groups, the ".–" closer, cents', () => {
    expect(read("The bookkeeping costs Fr. 2'475.– each quarter.")).toEqual(["Fr. 2'475.–=2475 CHF"]);
    expect(read("The audit costs SFr. 12'300.00 in all.")).toEqual(["SFr. 12'300.00=12300 CHF"]);
    expect(read('Extra visits are billed at sFr. 140.– an hour.')).toEqual(['sFr. 140.–=140 CHF']);
    expect(read('A reminder costs Fr. 20.– each.')).toEqual(['Fr. 20.–=20 CHF']);
    expect(read("The fee is Fr 3'900 a year.")).toEqual(["Fr 3'900=3900 CHF"]);
    expect(read('The tax return costs Fr. 380.50.')).toEqual(['Fr. 380.50=380.5 CHF']);
  });
  it('near misses: a priest, a weekday, a bare figure, a chat', () => {
    expect(read('Fr. Anselm blesses the chalet.')).toEqual([]);
    expect(read('The meeting is on Fr. 14 March.')).toEqual([]);
    expect(read('Room Fr 12 is booked.')).toEqual([]);
    expect(read("The fee is Fr. 2'475.– each quarter.", false)).toEqual([]);
  });
});

describe('"TL" beside a figure in money\'s form (cause 10)', () => {
  it('after or before the figure, dot or comma groups', () => {
    expect(read('The guarantee is 36.750,00 TL, paid at signing.')).toEqual(['36.750,00 TL=36750 TRY']);
    expect(read('The guarantee is TL 36.750,00 in cash.')).toEqual(['TL 36.750,00=36750 TRY']);
    expect(read('The fee is 8,400.00 TL a month.')).toEqual(['8,400.00 TL=8400 TRY']);
  });
  it('near misses: a bare count, a heading in capitals, a noun it labels', () => {
    expect(read('Each TL 12 team meets weekly.')).toEqual([]);
    expect(read('THE TEAM TL 2,500 HOURS')).toEqual([]);
    expect(read('We fit 1,200 TL tyres.')).toEqual([]);
  });
});

describe('millions only before the codes written so (cause 12)', () => {
  it('"MUSD", "MEUR", "MNOK", "MSEK" are millions; "MWST" and other words are none', () => {
    expect(['MUSD', 'MEUR', 'MNOK', 'MSEK', 'MCHF'].map(millionsCode)).toEqual(['USD', 'EUR', 'NOK', 'SEK', 'CHF']);
    expect(['MWST', 'MKES', 'MTOP', 'Musd'].map(millionsCode)).toEqual([undefined, undefined, undefined, undefined]);
    expect(read('VAT number CHE-204.518.337 MWST')).toEqual([]);
    expect(read('The facility is 40 MNOK.')).toEqual(['40 MNOK=40000000 NOK']);
  });
});

describe('the new marks on hostile input (h98fa)', () => {
  for (const unit of ["Fr. 1'000.– ", 'SFr. Fr. 1 ', '1.000,00 TL TL ', 'MWST 1.000 MWST ']) {
    it(`"${unit}" repeated, in a contract: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => read(text, true);
      }, 1000);
    });
  }
});
