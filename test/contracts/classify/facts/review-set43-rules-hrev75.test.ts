/**
 * Round 1's date, money and term rules of session 43 (h77f43d) reviewed on whole contracts of ordinary language (issue
 * 18, hrev75): each misfire found, narrowed by its shape, as a near miss beside the rule's own case, still read.
 * - a recurring price's months are no term, but a clause of its own between the price and a duration states the
 *   contract's term (agreement-terms.ts' RECURRING_PRICE_FOR);
 * - "paid for each <thing>, <aside>, within N days" is a payment term, but not where the aside is a clause joined by
 *   "and", "or", "but": "within" then times that clause (facts.ts' PAYMENT);
 * - "YR" after a figure then a noun is a year's label, and a singular CFA franc before a noun qualifies it: no currency
 *   of the contract (currency.ts).
 * Contracts written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencies, paymentTerms, terms } from '../facts-readers.js';

describe('a recurring price, then a clause of its own with a duration', () => {
  it('near misses: the contract\'s term after the price\'s clause is read', () => {
    expect(terms('MAINTENANCE AGREEMENT', 'This Agreement is made on 4 April 2037 between Falcon Tools Ltd and Kite Motors Ltd.', 'The Buyer shall pay a monthly fee of GBP 2,000.00 for the services, and this Agreement shall remain in force for 24 months.')).toEqual(['720 days']);
    expect(terms('RETAINER AGREEMENT', 'This Agreement is made on 1 April 2037 between Brief & Co LLP and Maple Foods Ltd.', 'The Client shall pay a monthly retainer of GBP 5,000 payable for six (6) months, and the Agreement shall last for one (1) year.')).toEqual(['365 days']);
    expect(terms('LEASE', 'This Lease is made on 1 April 2037 between Quay Estates Ltd and Harbour Café Ltd.', 'The annual rent of NZD 24,000 is paid by the month, and the lease continues for three (3) years.')).toEqual(['1095 days']);
  });
  it('the rule\'s own cases: the months a recurring price is paid for are no term', () => {
    expect(terms('RENTAL AGREEMENT', 'This Agreement is made on 1 April 2037 between Hilltop Cars Ltd and Dune Tours Ltd.', 'The Hirer shall pay a weekly rent of NZD 600 for eight (8) weeks.')).toEqual([]);
    expect(terms('TRANSPORT CONTRACT', 'This Contract is made on 1 April 2037 between Bus Lines Ltd and Valley School.', 'The School shall pay a monthly price of GBP 3,100.00 for the two routes, payable for ten (10) months, from September to June.')).toEqual([]);
  });
});

describe('"YR" and the CFA franc before a noun in a contract', () => {
  it('near misses: no Yemeni rial, no CFA franc', () => {
    expect(currencies('MAINTENANCE CONTRACT', 'This Contract is dated 5 April 2037 between Coastal Turbines Pty Ltd and Southern Grid Pty Ltd.', 'The Contractor shall carry out the 1,000 YR inspection. The Contract Price is AUD 85,000.00.')).toEqual(['AUD']);
    expect(currencies('RESEARCH SERVICES AGREEMENT', 'This Agreement is made in Paris on 4 March 2037 between Institut Sahel Recherche SARL and the Banque Régionale, Dakar, Senegal.', 'The study covers the 14 CFA franc countries. The fee is EUR 60,000.00.')).toEqual(['EUR']);
  });
  it('the rule\'s own cases still read', () => {
    expect(currencies('SUPPLY CONTRACT', 'This contract is made in Aden on 1 May 2037 between Aden Fuel Co. and Crater Hospital.', 'The price is 45,000 YR per load.')).toEqual(['YER']);
    expect(currencies('LEASE AGREEMENT', 'This lease is made in Douala, Cameroon on 1 May 2037 between Wouri Immobilier SARL and Mr. Paul Ndongo.', 'The monthly rent is 350 000 CFA francs, payable within 5 days.')).toEqual(['XAF']);
  });
});

describe('"paid for each <thing>," then a clause joined by "and" or "or" before "within"', () => {
  const HEAD = ['SUPPLY CONTRACT', 'This Contract is made on 4 April 2037 between Granary Mills Ltd and Town Bakeries Ltd.'];
  it('near misses: the time is the joined clause\'s, no payment term', () => {
    expect(paymentTerms(...HEAD, 'The price is paid for each delivery, and defects are reported, within 5 days of receipt.')).toEqual([]);
    expect(paymentTerms(...HEAD, 'The price is paid for each delivery, and the Buyer inspects the goods, within 3 days of arrival.')).toEqual([]);
    expect(paymentTerms(...HEAD, 'Overtime is paid for each hour worked, or time off is given, within 2 weeks.')).toEqual([]);
  });
  it('the rule\'s own cases: an aside between commas still reads', () => {
    expect(paymentTerms(...HEAD, 'The price shall be paid for each delivery, if accepted, within 20 days of the delivery note.')).toEqual(['20 days']);
    expect(paymentTerms(...HEAD, 'The balance is paid for each delivery, less the share of the advance, within 10 days after the delivery note is signed.')).toEqual(['10 days']);
    expect(paymentTerms(...HEAD, 'The Contractor is paid for each visit, as recorded in the log, within 30 days of the month\'s end.')).toEqual(['30 days']);
  });
});
