/**
 * Money marks of facts sets 72 and 73 that the shared recognizer missed (issue 18, h117nlu), read as contracts write
 * them (`moneyNotations`) and never in a chat: South Korea's "won" after a grouped figure, Haiti's "Gdes" beside a
 * figure in money's form (one dot group its thousands, as "Bs"), Kyrgyzstan's singular "som" after a figure, and the
 * Indian system's lakh groups after a `form` mark ("Nu. 1,85,000"); and Georgia's "tetri", the lari's hundredth, in a
 * contract only (review h117rr, h117mendB: a chat's answers as before); and a glued "R" before ten ungrouped digits or more, an identifier's number, no
 * sum. Sentences written for this test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySpans as read } from './helpers.js';
import { readsLinearly } from '../../security/linear-time.js';

describe('"won" after a figure with groups or decimals', () => {
  it('is the South Korean won', () => {
    expect(read('A harvest bonus of 100,000 won is paid at the end of the season.', true)).toEqual(['100,000 won=100000 KRW']);
    expect(read('Meals are charged at 8,500 won per day.', true)).toEqual(['8,500 won=8500 KRW']);
    expect(read('The deposit, 1 000 000 won, is returned on departure.', true)).toEqual(['1 000 000 won=1000000 KRW']);
  });
  it('"North Korean won" stays a name of its own', () => {
    expect(read('The fee is 15,000 North Korean won.', true)).toEqual(['15,000 North Korean won=15000 KPW']);
  });
  it('near misses: the verb before or after a figure, a bare count, a noun counted, a chat', () => {
    expect(read('The team won 5,000 votes.', true)).toEqual([]);
    expect(read('Of the 12 races, 9 won by a length.', true)).toEqual([]);
    expect(read('The firm has 1,000 won contracts this year.', true)).toEqual([]);
    expect(read('Of the 1,200 games, 1,000 won easily.', true)).toEqual([]);
    expect(read('I sent 100,000 won to my sister', false)).toEqual([]);
  });
  // Review h117rr's finding 8 (h117mendB): the verb after a grouped count, then a conjunction, a stop or "by".
  it('near misses: the verb after a grouped count', () => {
    expect(read('Of the 2,400 bids received, 1,250 won and 1,150 lost.', true)).toEqual([]);
    expect(read('Of the 2,400 bids received, 1,250 won.', true)).toEqual([]);
    expect(read('Of the 2,400 bids received, 1,250 won or tied.', true)).toEqual([]);
    expect(read('Of the 3,000 races, 1,250 won by a length.', true)).toEqual([]);
  });
});

describe('"Gdes" beside a figure in money\'s form', () => {
  it('is the Haitian gourde, before or after the figure, one dot group its thousands', () => {
    expect(read('The Group pays Gdes 44.000 on delivery.', true)).toEqual(['Gdes 44.000=44000 HTG']);
    expect(read('The Group pays Gdes. 12 500 on delivery.', true)).toEqual(['Gdes. 12 500=12500 HTG']);
    expect(read('The balance is 44,000 Gdes.', true)).toEqual(['44,000 Gdes=44000 HTG']);
    expect(read('Each mask costs 1.250,00 Gdes.', true)).toEqual(['1.250,00 Gdes=1250 HTG']);
  });
  it('near misses: a bare count, a chat', () => {
    expect(read('Gdes 12 is the row.', true)).toEqual([]);
    expect(read('12 Gdes were left.', true)).toEqual([]);
    expect(read('I owe you Gdes 44.000', false)).toEqual([]);
  });
});

describe('"som" after a figure', () => {
  it('is the Kyrgyz som, after the figure or after its words in a bracket', () => {
    expect(read('The Farmer pays 1 500 (one thousand five hundred) som for each colony.', true)).toEqual(['1 500 (one thousand five hundred) som=1500 KGS']);
    expect(read('The rent is 800 som per month.', true)).toEqual(['800 som=800 KGS']);
    expect(read('A fine of 2 000 som is due.', true)).toEqual(['2 000 som=2000 KGS']);
  });
  it('near misses: before a figure, before a noun it would count, a Scandinavian "som", a chat', () => {
    expect(read('The 3 som tickets were sold.', true)).toEqual([]);
    expect(read('Priset är 12 som vanligt.', true)).toEqual([]);
    expect(read('som 500 is the code.', true)).toEqual([]);
    expect(read('I paid 500 som for the taxi', false)).toEqual([]);
  });
});

describe('lakh groups after a contract mark of money\'s form', () => {
  it('"Nu. 1,85,000" is the ngultrum\'s sum, as "Nu. 1,85,000/-" and "BTN 1,85,000" were', () => {
    expect(read('An advance of Nu. 1,85,000 is paid within fifteen days.', true)).toEqual(['Nu. 1,85,000=185000 BTN']);
    expect(read('The price is Nu 18,50,000.', true)).toEqual(['Nu 18,50,000=1850000 BTN']);
    expect(read('The price is Nu. 18,50,000/-.', true)).toEqual(['Nu. 18,50,000/-=1850000 BTN']);
  });
  it('near misses: a label before the mark, a bare figure, a chat', () => {
    expect(read('See Schedule Q 1,85,000 for the list.', true)).toEqual([]);
    expect(read('Nu 185 is the next item.', true)).toEqual([]);
    expect(read('pay Nu. 1,85,000', false)).toEqual([]);
  });
  it('property: any lakh-grouped figure after "Nu." is that many ngultrum', () => {
    fc.assert(fc.property(fc.integer({ min: 100_000, max: 999_999_999 }), (n) => {
      const figure = n.toLocaleString('en-IN');
      expect(read(`The price is Nu. ${figure} in all.`, true)).toEqual([`Nu. ${figure}=${n} BTN`]);
    }), { numRuns: 60 });
  });
});

describe('"tetri", the lari\'s hundredth', () => {
  it('alone is GEL\'s in a contract, and after the lari', () => {
    expect(read('The Buyer pays a premium of 20 tetri per kilogram.', true)).toEqual(['20 tetri=0.2 GEL']);
    expect(read('The price is 8 lari 40 tetri per kilogram.', true)).toEqual(['8 lari 40 tetri=8.4 GEL']);
  });
  it('near misses: "Tetris", a word before it', () => {
    expect(read('We played 20 Tetris games.', true)).toEqual([]);
    expect(read('tetri 20 is the code', true)).toEqual([]);
  });
  // A contract notation only (CONTRACT_MINOR_UNITS; review h117rr's finding 6, h117mendB): a chat reads "tetri" as
  // main 3edb3baf did, a word ("Sono 2 tetri giorni": Italian "gloomy"), the lari alone its sum.
  it('near misses: a chat reads no tetri', () => {
    expect(read('it was 50 tetri', false)).toEqual([]);
    expect(read('I have 2 tetri', false)).toEqual([]);
    expect(read('20 tetri per kilogram', false)).toEqual([]);
    expect(read('Sono 2 tetri giorni', false)).toEqual([]);
    expect(read('8 lari 40 tetri', false)).toEqual(['8 lari=8 GEL']);
  });
});

describe('a glued "R" before ten digits or more with no groups', () => {
  it('is an identity or account number, no rand', () => {
    expect(read('The Seller, NIC R1408880801267, of Port Mathurin.', true)).toEqual([]);
    expect(read('ID No. R0101019876543 is attached.', true)).toEqual([]);
  });
  it('near misses: shorter or grouped figures stay rand', () => {
    expect(read('The price is R2500000.', true)).toEqual(['R2500000=2500000 ZAR']);
    expect(read('The price is R250000000.', true)).toEqual(['R250000000=250000000 ZAR']);
    expect(read('The loan is R1,250,000,000.', true)).toEqual(['R1,250,000,000=1250000000 ZAR']);
  });
});

describe('the new marks on hostile input', () => {
  for (const unit of ['1,000 won won ', 'Gdes Gdes 44.000 ', '1 500 som som ', 'Nu. 1,85,85,85,', '1,2,3,4,5,', '1 tetri tetri ', 'R12345678901 R', ', 1,250 won and ', '1,250 won. ', '8 lari 40 tetri ']) {
    for (const notations of [false, true]) {
      it(`"${unit}" repeated, ${notations ? 'a contract' : 'a chat'}: linear`, () => {
        readsLinearly((n) => {
          const text = unit.repeat(Math.ceil(n / unit.length));
          return () => read(text, notations).length;
        }, 1000);
      });
    }
  }
});
