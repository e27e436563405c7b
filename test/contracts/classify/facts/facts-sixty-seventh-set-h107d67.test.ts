/**
 * Facts set 67's dates, amounts and currencies, causes 12–19 (issue 18, h107d67), each decided on sentences written for
 * it, near misses kept (none is the set's own sentence):
 * - 12: a country's formal name in the appearance opening, "In <town>, <region>, Republic of <country>, on <date>, there
 *   appear:" (facts.ts IN_PLACE_COUNTRY_ON, FORMAL_STATE_OF);
 * - 13: the Unidad de Fomento, "UF" named CLF by a contract naming Chile (local-currency.ts);
 * - 14: the writers making the agreement in the first person, "We write this agreement today, <date>" (facts.ts
 *   FIRST_PERSON_MAKING, "Written today");
 * - 15: a work's "Time:" field with a range (period-fields.ts WORK_TIME_LABEL, facts.ts WORK_TIME_FIELD);
 * - 16: "lease money" a price (amount-cues.ts PRICE_WORDS);
 * - 17: the rufiyaa's "Rf" named MVR by a contract naming the Maldives (local-currency.ts);
 * - 18: a deduction off the last stage or instalment, "<owed sum> is reduced by <sum>" (amount-cues.ts OWED_SUM, TAKEN_OFF);
 * - 19: "Ac. 6.40 cents" land, no currency (currency.ts landCents; sentences.ts: "Ac." before a figure ends no sentence).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, dates, distinctCurrencies, effective } from '../facts-readers.js';

const CHILE = 'Governed by the laws of the Republic of Chile.';
const MALDIVES = 'The boat is built at the yard in Raa Atoll, Maldives.';

describe('the Unidad de Fomento (cause 13)', () => {
  it('"UF" before or after a figure is CLF in a contract naming Chile, and so are its name and code', () => {
    expect(amounts('LEASE', 'The Lessee pays a rent of UF 42 per season: UF 21 on signing and UF 21 within ten days.', CHILE)).toEqual(['42 CLF', '21 CLF', '21 CLF']);
    expect(amounts('LEASE', 'The monthly rent is 18 UF, paid in pesos at the day\'s value.', CHILE)).toEqual(['18 CLF']);
    expect(amounts('SALE', 'The price of the plot is 1,200 Unidades de Fomento.')).toEqual(['1200 CLF']);
    expect(distinctCurrencies('LEASE', 'The Lessee pays a rent of UF 42 (forty-two Unidades de Fomento) for the season.')).toEqual(['CLF']);
  });
  it('near misses: no Chile, no figure, a chile pepper', () => {
    expect(distinctCurrencies('SUPPLY', 'The Supplier delivers UF 42 cartridges each month at USD 9,000.')).toEqual(['USD']);
    expect(amounts('SUPPLY', 'The Buyer pays a fee of UF 42 per visit.')).toEqual([]);
    expect(amounts('SUPPLY', 'The Buyer pays a fee of UF 42 per visit for the dried chile.')).toEqual([]);
    expect(distinctCurrencies('LEASE', 'The UF unit is serviced by the Lessor.', CHILE)).toEqual([]);
  });
});

describe('the rufiyaa\'s "Rf" (cause 17) and a deduction off a stage (cause 18)', () => {
  it('"Rf" is MVR in a contract naming the Maldives, and a deduction off the last stage is an amount', () => {
    expect(amounts('BOAT BUILDING AGREEMENT', 'For each day of delay the Builder takes Rf 1,500 off the last stage.', MALDIVES)).toEqual(['1500 MVR']);
    expect(amounts('BOAT BUILDING AGREEMENT', 'The Owner pays a survey fee of Rf. 3,000.', MALDIVES)).toEqual(['3000 MVR']);
    expect(amounts('BOAT BUILDING AGREEMENT', 'The Builder deducts MVR 1,500 from the final instalment for each day of delay.')).toEqual(['1500 MVR']);
    expect(amounts('BOAT BUILDING AGREEMENT', 'For each day of delay the third stage payment is reduced by MVR 1,500.')).toEqual(['1500 MVR']);
  });
  it('near misses: no Maldives, workers taken off a stage, a stage reduced by weeks', () => {
    expect(distinctCurrencies('BOAT BUILDING AGREEMENT', 'The Owner pays a survey fee of Rf 3,000.')).toEqual([]);
    expect(amounts('BOAT BUILDING AGREEMENT', 'The Builder takes 12 workers off the last stage.', MALDIVES)).toEqual([]);
    expect(amounts('BOAT BUILDING AGREEMENT', 'The last stage is reduced by two weeks.', MALDIVES)).toEqual([]);
    expect(speaksOfMoney('The Builder takes 12 workers off the last stage.')).toBe(false);
    expect(speaksOfMoney('The Builder takes MVR 1,500 off the last stage.')).toBe(true);
  });
  it('any sum taken off a ranked stage or instalment speaks of money', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), fc.constantFrom('last', 'final', 'second', 'remaining'), fc.constantFrom('stage', 'instalment', 'installment', 'milestone'), (value, rank, noun) => {
      expect(speaksOfMoney(`The Builder takes MVR ${value.toLocaleString('en-US')} off the ${rank} ${noun}.`)).toBe(true);
    }), { numRuns: 40 });
  });
});

describe('"lease money" a price (cause 16)', () => {
  it('the total lease money is an amount, as the total rent is', () => {
    expect(amounts('LEASE DEED', '3. That the lease money for the year is Rs. 6,00,000/- (Rupees Six Lakh only), that is Rs. 50,000/- per month.')).toEqual(['600000 INR', '50000 INR']);
    expect(amounts('HIRE AGREEMENT', 'The hire money of the tractor for the season is Rs. 90,000/-.')).toEqual(['90000 INR']);
  });
  it('near misses: money that prices nothing', () => {
    expect(amounts('LEASE DEED', 'The money in the Lessor\'s account is Rs. 6,00,000/-.')).toEqual([]);
    expect(speaksOfMoney('The lease of the land is registered.')).toBe(false);
  });
});

describe('"cents" of land (cause 19)', () => {
  it('"Ac. 6.40 cents" names no currency, the sentence running on after "Ac."', () => {
    expect(distinctCurrencies('SALE AGREEMENT', 'The Vendor owns the orchard of Ac. 3.25 cents in Sy. No. 88/1 of the village.', 'The price is ₹ 4,50,000/-.')).toEqual(['INR']);
    expect(distinctCurrencies('SALE AGREEMENT', 'The Vendor owns 2 acres 15 cents of dry land.', 'The price is ₹ 4,50,000/-.')).toEqual(['INR']);
  });
  it('near misses: cents of money', () => {
    expect(distinctCurrencies('SUPPLY AGREEMENT', 'The Buyer pays 40 cents per kilogram of fruit.')).toEqual(['USD']);
  });
});

describe('a country\'s formal name in the appearance opening (cause 12)', () => {
  it('dates the making (Low) as the short name does', () => {
    expect(effective('LEASE', 'In Curacautín, Araucanía Region, Republic of Chile, on 4 June 2045, there appear: the COMMUNITY, and TOURS SpA, hereinafter "the Lessee".')).toEqual(['2045-06-04']);
    expect(effective('LEASE', 'In Arusha, United Republic of Tanzania, on 4 June 2045, there appear: Mr Juma Said, and TOURS LIMITED, hereinafter "the Lessee".')).toEqual(['2045-06-04']);
    expect(effective('LEASE', 'In Goroka, Independent State of Papua New Guinea, on 4 June 2045, there appear: Mr John Kua, and TOWERS LIMITED, hereinafter "the Lessee".')).toEqual(['2045-06-04']);
  });
  it('near misses: a republic\'s law, no appearance after the date', () => {
    expect(effective('LEASE', 'In Curacautín, Republic of Chile, on 4 June 2045, the river flooded the road.')).toEqual([]);
  });
});

describe('the writers making the agreement in the first person (cause 14)', () => {
  it('"We write / I make / we sign this agreement (today,) <date>" and "Written today, <date>" date the making (Low)', () => {
    expect(effective('FENCING AGREEMENT', 'We write this agreement today, 2 March 2045, at the growth point.')).toEqual(['2045-03-02']);
    expect(effective('FENCING AGREEMENT', 'I make this agreement on 2 March 2045 at Chivi.')).toEqual(['2045-03-02']);
    expect(effective('FENCING AGREEMENT', 'Today, 2 March 2045, we sign this agreement in the village.')).toEqual(['2045-03-02']);
    expect(effective('FENCING AGREEMENT', 'Written today, 2 March 2045, at Chivi.')).toEqual(['2045-03-02']);
  });
  it('near misses: a letter written that day, another paper made', () => {
    expect(effective('FENCING AGREEMENT', 'We write to the Council on 2 March 2045 about the permit.')).toEqual([]);
    expect(effective('FENCING AGREEMENT', 'We made the fence plan on 2 March 2045.')).toEqual([]);
  });
});

describe('a work\'s "Time:" field (cause 15)', () => {
  it('its range is the work\'s start and end, as "Period:" is', () => {
    expect(dates('FENCING AGREEMENT', '5. Time: from 3 March 2045 to 30 April 2045, when the whole fence must stand.')).toEqual({ effective: ['2045-03-03'], termination: ['2045-04-30'] });
    expect(dates('FENCING AGREEMENT', 'Working time: 3 March 2045 – 30 April 2045.')).toEqual({ effective: ['2045-03-03'], termination: ['2045-04-30'] });
  });
  it('near misses: another act\'s time, a time of day', () => {
    expect(dates('FENCING AGREEMENT', 'Delivery time: from 3 March 2045 to 30 April 2045.')).toEqual({ effective: [], termination: [] });
    expect(dates('FENCING AGREEMENT', 'Lead time: 3 March 2045 – 30 April 2045.')).toEqual({ effective: [], termination: [] });
    expect(dates('FENCING AGREEMENT', 'Time: from 9:00 to 17:00 on 3 March 2045.')).toEqual({ effective: [], termination: [] });
  });
});

describe('the new patterns on hostile input (h107d67)', () => {
  for (const unit of ['In A, Republic of ', 'We write this agreement today, ', 'Time: from ', 'takes MVR 1 off the last ', 'the last stage is reduced by ', 'lease money ']) {
    it(`"${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => speaksOfMoney(text) && effective('AGREEMENT', text);
      }, 1000);
    });
  }
});
