/**
 * Facts set 51's causes 8–14 (issue 18, h90fd), each decided on sentences written for it, near misses kept:
 * - 14: "PURCHASE CONFIRMATION", "BILL OF SALE", "LETTER OF AWARD" as titles (contract-types.ts);
 * - 9: a deed's deadline "shall be executed by <date>" dates no signing (signing-deadlines.ts);
 * - 10: "your tender dated <date>" is another paper's date (date-kinds.ts);
 * - 11: a day written without its year dates nothing of the contract (numeric-fact.ts writesNoYear, facts.ts);
 * - 12: a "Shipping period:" field's end is no termination date (facts.ts OTHER_ACT_PERIOD);
 * - 8: "Made in duplicate, one copy for each party, in <place>, on <date>." dates the signing (place-of-making.ts);
 * - 13: "settles" with a means of payment is a payment verb (settled-by-means.ts).
 */
import { describe, expect, it } from 'vitest';
import { settledByMeans } from '../../../../src/contracts/classify/facts/settled-by-means.js';
import { isSigningDeadline } from '../../../../src/contracts/classify/facts/signing-deadlines.js';
import { writesNoYear } from '../../../../src/contracts/classify/numbers/numeric-fact.js';
import { dates, effective, paymentTerms, termination, types } from '../facts-readers.js';

describe('a confirmation of sale, a bill of sale and a letter of award as titles (cause 14)', () => {
  it('the title line names the kind, its goods before it, in capitals or not', () => {
    expect(types('HARBOUR GRAIN LTD', 'FEED BARLEY PURCHASE CONFIRMATION', 'Date: 2041-03-02', 'The Buyer pays $210.00 per tonne.')).toEqual(['FEED BARLEY PURCHASE CONFIRMATION']);
    expect(types('SALES CONFIRMATION', 'Seller: Hill Orchards Inc.', 'Buyer: Tom Reid')).toEqual(['SALES CONFIRMATION']);
    expect(types('Order Confirmation', 'We confirm your order of 40 crates of apples at $12.00 each.')).toEqual(['Order Confirmation']);
    expect(types('BILL OF SALE', 'The Seller sells the boat "Kittiwake" to the Buyer for $9,000.00.')).toEqual(['BILL OF SALE']);
    expect(types('Bill of Sale', 'Date of sale: 3 May 2041')).toEqual(['Bill of Sale']);
    expect(types('WESTPORT DISTRICT COUNCIL', '2 June 2041', 'Dear Ms Rowe,', 'Re: Letter of Award – Contract WDC 41/3 Street Cleaning', 'We accept your tender.')).toEqual(['Letter of Award']);
    expect(types('WESTPORT DISTRICT COUNCIL', 'LETTER OF AWARD', 'We accept your tender for Contract WDC 41/3.')).toEqual(['LETTER OF AWARD']);
  });
  it('near misses: the same words in a clause name another paper', () => {
    expect(types('The Seller shall deliver to the Buyer a bill of sale on payment.')).toEqual([]);
    expect(types('The goods ship within two weeks of the order confirmation.')).toEqual([]);
    expect(types('The Council sends a letter of award to the lowest bidder.')).toEqual([]);
    expect(types('CONFIRMATION', 'We confirm the booking.')).toEqual([]);
  });
});

describe('a deadline for a deed or a contract still to be signed (cause 9)', () => {
  it('"shall be executed / signed / concluded by <date>" dates no signing; the contract\'s own signing stays', () => {
    expect(effective('PROMISSORY CONTRACT OF SALE', 'The deed of sale shall be executed by 30 June 2041 at a notary in Faro.', 'Signed in Faro on 2 March 2041.')).toEqual(['2041-03-02']);
    expect(effective('LETTER OF INTENT', 'The final lease is to be signed before 1 May 2041.')).toEqual([]);
    expect(effective('AGREEMENT', 'The share purchase agreement must be duly executed by 15 July 2041.')).toEqual([]);
    expect(isSigningDeadline('The deed shall be executed by 31 October 2041', 'The deed shall be executed by '.length)).toBe(true);
    expect(isSigningDeadline('The contract will be concluded before 3 March 2041', 'The contract will be concluded before '.length)).toBe(true);
  });
  it('near misses: a signing that happened, a signer before the date', () => {
    expect(effective('SALE AGREEMENT', 'This Agreement was signed by the parties on 4 April 2041.')).toEqual(['2041-04-04']);
    expect(isSigningDeadline('This Agreement was signed by 4 April 2041', 'This Agreement was signed by '.length)).toBe(false);
    expect(isSigningDeadline('executed by the Seller on 4 April 2041', 'executed by the Seller on '.length)).toBe(false);
  });
});

describe('a tender or a bid before "dated" (cause 10)', () => {
  it('the tender\'s date is another paper\'s; the contract\'s start stays', () => {
    expect(effective('Dear Sir,', 'Thank you for your tender dated 4 August 2041. The Council accepts it and the Contract Period is one (1) year from 1 September 2041.')).toEqual(['2041-09-01']);
    expect(effective('We refer to the Contractor\'s bid dated 10 May 2041 and award it the works, which shall commence on 1 June 2041.')).toEqual(['2041-06-01']);
  });
  it('near miss: "this contract dated" is the contract\'s own date', () => {
    expect(effective('This contract dated 4 August 2041 is made between Ann Low and Bay Works Ltd.')).toEqual(['2041-08-04']);
  });
});

describe('a day written without its year (cause 11)', () => {
  it('a yearly window dates nothing, the dated start beside it stays', () => {
    expect(effective('GRAZING AGREEMENT', 'The Owner grants the Grazier the right to graze sheep on the field shown on the plan signed by the parties, in each year between 1 April and 31 October.', 'This Agreement shall endure for three (3) years from 1 March 2041.')).toEqual(['2041-03-01']);
    expect(dates('HUNTING LEASE', 'This lease is signed on 5 July 2041 and the Tenant may shoot each season from 1 October to 1 February.')).toEqual({ effective: ['2041-07-05'], termination: [] });
  });
  it('a range whose first day takes the second\'s year keeps both', () => {
    expect(dates('HIRE AGREEMENT', 'The hire period runs from 1 September to 30 November 2041.')).toEqual({ effective: ['2041-09-01'], termination: ['2041-11-30'] });
  });
  it('writesNoYear: the reference year and no year written', () => {
    const day = (text: string, value: string) => ({ type: 'DateTime' as const, begin: 0, end: text.length, value });
    expect(writesNoYear('1 May', day('1 May', '2000-05-01'))).toBe(true);
    expect(writesNoYear('1 May 2000', day('1 May 2000', '2000-05-01'))).toBe(false);
    expect(writesNoYear("1 May '00", day("1 May '00", '2000-05-01'))).toBe(false);
    expect(writesNoYear('1 September', day('1 September', '2041-09-01'))).toBe(false);
  });
});

describe('a shipping window is no period of the contract (cause 12)', () => {
  it('"Shipping period:" and "Delivery period:" give no start or end; the form\'s date stays', () => {
    expect(dates('SALES CONFIRMATION', 'Date: 2041-01-05', 'Price: $10.00 per bag', 'Shipping period: [X] March 1 to March 20, 2041   [ ] Other: ______')).toEqual({ effective: ['2041-01-05'], termination: [] });
    expect(termination('SUPPLY AGREEMENT', 'Delivery period: 1 May 2041 to 30 June 2041')).toEqual([]);
  });
  it('near misses: the contract\'s own period fields stay', () => {
    expect(dates('HIRE AGREEMENT', 'Hire period: from 1 May 2041 to 30 June 2041')).toEqual({ effective: ['2041-05-01'], termination: ['2041-06-30'] });
    expect(dates('SERVICE AGREEMENT', 'Service period: from 1 May 2041 to 30 April 2042.')).toEqual({ effective: ['2041-05-01'], termination: ['2042-04-30'] });
  });
});

describe('"Made in duplicate, one copy for each party, in <place>, on <date>." (cause 8)', () => {
  it('the copies\' keepers between commas before the place', () => {
    expect(effective('CONTRACT OF SALE', 'The Seller sells the plot to the Buyer for € 12.000,00.', 'Made in duplicate, one copy for each party, in Horta, on 9 June 2041.')).toEqual(['2041-06-09']);
    expect(effective('CONTRACT OF SALE', 'The Seller sells the plot to the Buyer for € 12.000,00.', 'Done in two originals, each party keeping one, at Ponta Delgada, on 9 June 2041.')).toEqual(['2041-06-09']);
  });
  it('near miss: a sentence between the copies and the place is no formula', () => {
    expect(effective('CONTRACT OF SALE', 'Made in duplicate. The Buyer pays in Horta, on 9 June 2041, the balance.')).toEqual([]);
  });
});

describe('"settles" with a means of payment (cause 13)', () => {
  it('the thing settled may be any paper', () => {
    expect(paymentTerms('MILK SUPPLY AGREEMENT', 'The Dairy settles the delivery notes of each month by cheque within twenty (20) days after the end of that month.')).toEqual(['20 days']);
    expect(paymentTerms('FISH SUPPLY AGREEMENT', 'The Buyer settles each landing ticket in cash within seven (7) days.')).toEqual(['7 days']);
    expect(settledByMeans('The Mill settles the weekly tallies by bank transfer')).toBe(true);
  });
  it('near misses: a dispute or a claim settled by other means pays nothing', () => {
    expect(paymentTerms('SUPPLY AGREEMENT', 'The parties shall settle any dispute by negotiation within thirty (30) days.')).toEqual([]);
    expect(settledByMeans('The parties settle the claim by arbitration')).toBe(false);
    expect(settledByMeans('The Seller settles the debt by transfer of the shares')).toBe(false);
  });
});
