/**
 * Two of facts set 74's causes (issue 18, h117f74; numbered as bench/log.md's section lists them, by the facts they
 * cost), each decided on sentences written for it, near misses kept (none is the set's own sentence):
 * - 1: "excl." / "incl." before "VAT" ended a sentence, so a quotation's pipe table lost its header ("Unit price excl.
 *   VAT") and its total rows ("Total incl. VAT | | | 913,57 €"), and no sum in it was read (structure/sentences.ts
 *   INCLUSION_MARKS);
 * - 2: a bare "$" under a Tongan contract, or beside "TOP" written before a figure, stayed the US dollar
 *   (local-currency.ts, the "$" mark's TOP country and `explicit`).
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { amounts, distinctCurrencies } from '../facts-readers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"excl." and "incl." before what a price takes in end no sentence (cause 1)', () => {
  it('a header and a total row stay whole rows', () => {
    expect(split('Item | Hours | Rate excl. VAT | Amount excl. VAT')).toHaveLength(1);
    expect(split('Total incl. VAT | | | 1 098,00 €')).toHaveLength(1);
    expect(split('The fee is EUR 80 incl. GST per hour, paid monthly.')).toHaveLength(1);
    expect(split('Gesamt inkl. MwSt | 1.200,00 €')).toHaveLength(1);
  });
  it('the rows of a quotation priced "excl. VAT" are its sums, its totals too', () => {
    const rows = [
      'QUOTATION No. 2047-118',
      'Service | Qty | Unit price excl. VAT | Total excl. VAT',
      'Guided kayak tour (half day) | 1 | 480,00 € | 480,00 €',
      'Picnic basket | 10 | 14,50 € | 145,00 €',
      'Total excl. VAT | | | 625,00 €',
      'Total incl. VAT | | | 678,13 €',
    ].flatMap(split);
    expect(amounts(...rows)).toEqual(['480 EUR', '480 EUR', '14.5 EUR', '145 EUR', '625 EUR', '678.13 EUR']);
  });
  it('near misses: "incl." or "excl." before a word that opens a sentence still ends it', () => {
    expect(split('The price is EUR 1,200, VAT incl. The Buyer pays on delivery.')).toHaveLength(2);
    expect(split('Transport is excl. A crane is extra.')).toHaveLength(2);
  });
  // Review h117rr's finding 3 (h117mendB): the stop is an abbreviation's only before what a price takes in (a tax's
  // name, a figure); before any other capitalised word it ends the sentence, an opener of the short list or not.
  it('near misses: "incl." or "excl." before any capitalised word but a tax\'s name ends the sentence', () => {
    expect(split('The price is EUR 1,200 incl. Payment is due within 30 days.')).toEqual(['The price is EUR 1,200 incl.', 'Payment is due within 30 days.']);
    expect(split('Prices are excl. Delivery is free within Berlin.')).toEqual(['Prices are excl.', 'Delivery is free within Berlin.']);
    expect(split('All taxes incl. Invoices are sent monthly.')).toEqual(['All taxes incl.', 'Invoices are sent monthly.']);
    expect(split('Transport costs are excl. VAT. Payment is due in 10 days.')).toEqual(['Transport costs are excl. VAT.', 'Payment is due in 10 days.']);
    expect(split('Prices are excl. Taxes are paid by the Buyer.')).toHaveLength(2);
  });
  it('before a tax\'s name or a figure the stop ends no sentence', () => {
    expect(split('The rent is EUR 900 incl. TVA, paid monthly.')).toHaveLength(1);
    expect(split('The price is EUR 40 excl. 19% VAT per hour.')).toHaveLength(1);
    expect(split('The fee is EUR 80 excl. BTW per hour.')).toHaveLength(1);
    expect(split('Preis 1.200,00 EUR inkl. MwSt und Versand.')).toHaveLength(1);
  });
});

describe('a bare "$" under a Tongan contract is the pa\'anga (cause 2)', () => {
  it('"TOP" before or after a figure says the "$" rows are pa\'anga, with no country named', () => {
    expect(amounts('AGREEMENT TO BUILD A CHURCH HALL', 'The price of the work is TOP 24,000.00, paid in stages.', 'Stage | Work | Payment', '1 | foundations | $8,000.00')).toEqual(['24000 TOP', '8000 TOP']);
    // "24,000 TOP" is no sum to the money recognizer ("TOP" after a figure is a word as often), but it says the "$".
    expect(amounts('AGREEMENT TO BUILD A CHURCH HALL', 'The price of the work is 24,000 TOP, paid in stages.', 'The first stage of $8,000.00 is paid on signing.')).toEqual(['8000 TOP']);
    expect(distinctCurrencies('AGREEMENT TO BUILD A CHURCH HALL', 'The price of the work is T$24,000.00.', 'The first stage of $8,000.00 is paid on signing.')).toEqual(['TOP']);
  });
  it('Tonga or Nuku\'alofa named makes the "$" the pa\'anga', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A BOAT', 'The price of the boat is $6,500.00, paid on signing.', 'This agreement is governed by the laws of Tonga.')).toEqual(['6500 TOP']);
    expect(amounts('AGREEMENT FOR THE SALE OF A BOAT', "Made at Nuku'alofa on 3 May 2047.", 'The price of the boat is $6,500.00, paid on signing.')).toEqual(['6500 TOP']);
  });
  it('near misses: "TOP" beside no figure says nothing; "USD" beside it keeps the dollar', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A BOAT', 'The boat is kept on the TOP deck.', 'The price of the boat is $6,500.00, paid on signing.')).toEqual(['6500 USD']);
    expect(amounts('AGREEMENT FOR THE SALE OF A BOAT', 'The price of the boat is $6,500.00, paid on signing.', 'A deposit of USD 500.00 is paid on signing.')).toEqual(['6500 USD', '500 USD']);
  });
  // Review h117rr's finding 9 (h117mendB): the Tonga people of the Zambezi valley are no Kingdom; Zimbabwe, Zambia
  // and Malawi have no dollar of their own, so their "$" is the recognizer's.
  it('near misses: the Tonga people, or a Tonga under Zimbabwe, Zambia or Malawi, keep the dollar', () => {
    expect(amounts('LEASE AGREEMENT', 'The Premises are at 14 Binga Road, home of the Tonga people, Zimbabwe.', 'The rent is $450.00 per month.')).toEqual(['450 USD']);
    expect(amounts('LEASE AGREEMENT', 'The Premises are at 14 Binga Road, home of the Tonga people.', 'The rent is $450.00 per month.')).toEqual(['450 USD']);
    expect(amounts('SUPPLY AGREEMENT', 'The Supplier buys the crafts of the women of Siavonga, Zambia, among the Tonga.', 'The price is $3,000.00 per lot.')).toEqual(['3000 USD']);
    expect(amounts('SUPPLY AGREEMENT', 'The price is $3,000.00 per lot.', 'This agreement is governed by the laws of Malawi.')).toEqual(['3000 USD']);
  });
  // Review h117rr's finding 1 (h117mendB): "TOP" says the pa'anga only beside a figure written as money (thousands
  // groups or two decimals), not beside a count or a rank.
  it('near misses: "TOP" beside a count or a rank keeps the dollar', () => {
    expect(amounts('SUPPLY AGREEMENT', 'The Supplier keeps the Product in the TOP 10 of its catalogue.', 'The price of each unit is $1,200.00.')).toEqual(['1200 USD']);
    expect(distinctCurrencies('SUPPLY AGREEMENT', 'The Supplier keeps the Product in the TOP 10 of its catalogue.', 'The price of each unit is $1,200.00.')).toEqual(['USD']);
    expect(amounts('SALES INCENTIVE PLAN', 'Rank 3 TOP sellers receive a bonus.', 'The bonus is $500.00 per quarter.')).toEqual(['500 USD']);
    expect(amounts('SALES INCENTIVE PLAN', 'The TOP 20 ACCOUNTS are listed in Schedule 2.', 'The bonus is $500.00 per quarter.')).toEqual(['500 USD']);
  });
  it('"TOP" beside a figure in money\'s form still says the pa\'anga', () => {
    expect(amounts('AGREEMENT TO BUILD A CHURCH HALL', 'The deposit is TOP 450.00.', 'The first stage of $8,000.00 is paid on signing.')).toEqual(['450 TOP', '8000 TOP']);
    expect(amounts('AGREEMENT TO BUILD A CHURCH HALL', 'The deposit is 450.00 TOP.', 'The first stage of $8,000.00 is paid on signing.')).toEqual(['8000 TOP']);
  });
});

// Review h117rr's findings 1, 3 and 9 (h117mendB): INCLUDED_CHARGE_AFTER, "TOP" beside a figure in money's form, the
// Tonga people's lookahead, each on a long run of its own shape.
describe('the mends\' patterns on hostile runs (h117mendB)', () => {
  for (const unit of ['incl. Payment incl. ', 'excl. VAT. ', 'incl. 19 ']) {
    it(`"${unit}" repeated, split: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => split(text).length;
      }, 1000);
    });
  }
  for (const unit of ['TOP 10 ', '1,200 TOP 1.00 ', 'Tonga people Tonga ', 'TOP 1,2']) {
    it(`"${unit}" repeated before a "$" sum, the currencies: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => distinctCurrencies('AGREEMENT', text, 'The price is $1,200.00.').length;
      });
    });
  }
});
