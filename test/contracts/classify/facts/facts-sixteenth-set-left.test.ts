/**
 * What the sixteenth facts set left (h23f16b): general rules of drafting it showed, each with sentences written for it
 * (none from the set): a court's seat joined by a hyphen, a share's nominal value, an agreement cited by number after a
 * preposition, the debtor a guarantee secures.
 */
import { describe, expect, it } from 'vitest';
import { amounts, currencies, effective, parties } from '../facts-readers.js';

describe('a place joined by a hyphen ends a body\'s name (h23f16b)', () => {
  it('"Court of First Instance of <Town-Quarter>" is named whole', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Kribi Timber SARL (the "Seller") and Yaoundé Furniture SA (the "Buyer").',
      'Any dispute shall be settled by the Court of First Instance of Yaoundé-Ekounou.',
    )).toEqual(['KRIBI TIMBER | Supplier | Primary', 'YAOUNDÉ FURNITURE | Buyer | Primary', 'COURT OF FIRST INSTANCE OF YAOUNDÉ-EKOUNOU | Unknown | Unknown']);
  });
  it('a hyphen before a word in small letters joins nothing', () => {
    expect(parties(
      'SERVICES AGREEMENT',
      'This Agreement is made between Alpha Care Ltd (the "Provider") and Beta Homes Ltd (the "Client").',
      'The Provider shall hold a licence from the Ministry of Health-related Services.',
    )).toEqual(['ALPHA CARE | Supplier | Primary', 'BETA HOMES | Buyer | Primary', 'MINISTRY OF HEALTH | Unknown | Unknown']);
  });
});

describe('a share\'s nominal value is no contract amount (h23f16b)', () => {
  it('"shares of <sum> each" and "a nominal / par value of <sum>" describe the shares; the price paid for them stays', () => {
    expect(amounts(
      'SHARE PURCHASE AGREEMENT',
      'The Seller holds 5,000 ordinary shares of GBP 0.10 each in Fenland Bakeries Limited.',
      'The Buyer shall pay a price of GBP 450,000 for the shares.',
    )).toEqual(['450000 GBP']);
    expect(amounts('SUBSCRIPTION AGREEMENT', 'The Investor subscribes for 200 shares with a nominal value of EUR 25.00 each, paying EUR 90,000 in total.')).toEqual(['90000 EUR']);
    expect(amounts('SUBSCRIPTION AGREEMENT', 'The Company shall issue 1,000 shares of a par value of $0.01 per share to the Investor.')).toEqual([]);
    expect(currencies('SHARE PURCHASE AGREEMENT', 'The Seller holds 5,000 ordinary shares of GBP 0.10 each.')).toEqual(['GBP']);
  });
  it('shares sold "at" a sum each are priced; a share of profit or revenue is money paid', () => {
    expect(amounts('SHARE PURCHASE AGREEMENT', 'The Seller sells 300 shares at EUR 12.00 each to the Buyer.')).toEqual(['12 EUR']);
    expect(amounts('DISTRIBUTION AGREEMENT', 'The Distributor guarantees the Studio minimum profit shares of EUR 20,000 per year.')).toEqual(['20000 EUR']);
  });
});

describe('an agreement cited by its number after a preposition dates another document (h23f16b)', () => {
  it('"By / Under / Pursuant to <Name> Agreement No. … dated <date>" is not this agreement\'s date', () => {
    expect(effective(
      'PLEDGE AGREEMENT',
      'This Agreement is made on 4 August 2025 between Granite Bank (the "Pledgee") and Oak Mills (the "Pledgor").',
      '1. Under Credit Agreement No. 77/B dated 1 July 2025 the Pledgee has lent the Pledgor a sum of money.',
    )).toEqual(['2025-08-04']);
    expect(effective('SURETYSHIP AGREEMENT', 'Pursuant to Facility Contract No. 2025-14 dated 12 March 2025, the Bank extended a credit line.')).toEqual([]);
  });
  it('a title line with its number and date still dates this contract', () => {
    expect(effective('CONTRACT No. 15/2025 dated 2 June 2025', 'The Contractor shall paint the warehouse.')).toEqual(['2025-06-02']);
  });
});

describe('the debtor a guarantee secures is no party of the guarantee (h23f16b)', () => {
  it('a borrower or debtor its clauses name, after the preamble\'s two parties, is another party', () => {
    expect(parties(
      'GUARANTEE AGREEMENT',
      'This Agreement is made between Delta Savings Bank (the "Bank") and Hilltop Estates LLC (the "Guarantor").',
      '1. The Bank has lent Riverside Bakery LLC (the "Borrower") a sum for new ovens.',
      '2. The Guarantor shall pay the Bank on demand whatever the Borrower fails to pay.',
    )).toEqual(['DELTA SAVINGS BANK | Supplier | Primary', 'HILLTOP ESTATES | Buyer | Primary', 'RIVERSIDE BAKERY | Unknown | Unknown']);
  });
  it('a borrower named in a loan agreement\'s clauses stays a party; so does a debtor in a guarantee\'s preamble', () => {
    expect(parties(
      'LOAN AGREEMENT',
      'This Agreement is made between Delta Savings Bank (the "Lender") and Hilltop Estates LLC (the "Guarantor").',
      '1. The Lender lends Riverside Bakery LLC (the "Borrower") a sum for new ovens.',
    )).toEqual(['DELTA SAVINGS BANK | Supplier | Primary', 'HILLTOP ESTATES | Unknown | Primary', 'RIVERSIDE BAKERY | Buyer | Primary']);
    expect(parties(
      'GUARANTEE AGREEMENT',
      'This Agreement is made between Delta Savings Bank (the "Bank"), Riverside Bakery LLC (the "Debtor") and Hilltop Estates LLC (the "Guarantor").',
      '1. The Guarantor shall pay the Bank on demand whatever the Debtor fails to pay.',
    )).toEqual(['DELTA SAVINGS BANK | Supplier | Primary', 'RIVERSIDE BAKERY | Unknown | Primary', 'HILLTOP ESTATES | Buyer | Primary']);
  });
});

describe('a name in capitals opening a party\'s entry; the body it is registered with (h23f16b)', () => {
  it('"<WORDS> AND <WORDS> SHARE COMPANY, having …" is one name, "SHARE COMPANY" its legal form', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between:',
      'GONDAR GRAIN PLC, having its head office at Piazza, Gondar (hereinafter the "Seller"); and',
      'BLUE NILE MILLS AND BAKERIES SHARE COMPANY, having its head office at Bahir Dar (hereinafter the "Buyer").',
      '1. The Seller shall deliver teff.',
    )).toEqual(['GONDAR GRAIN | Supplier | Primary', 'BLUE NILE MILLS AND BAKERIES | Buyer | Primary']);
  });
  it('a clause in capitals keeps its "AND" a clause\'s word', () => {
    expect(parties('SUPPLY AGREEMENT', 'THE SELLER SHALL PACK AND LABEL ACME COMPANY, the goods being fragile.').map((p) => p.split(' | ')[0])).not.toContain('THE SELLER SHALL PACK AND LABEL ACME');
  });
  it('the "and" of the ministry a party is registered with opens no party slot', () => {
    expect(parties(
      'SUPPLY AGREEMENT',
      'This Agreement is made between:',
      'GONDAR GRAIN PLC, a private limited company registered with the Ministry of Agriculture and Rural Development, having its head office at Piazza, Gondar, represented by its Manager Ato Girma Tesfaye (hereinafter the "Seller"); and',
      'BLUE NILE MILLS PLC, having its head office at Bahir Dar (hereinafter the "Buyer").',
      '1. The Seller shall deliver teff.',
    )).toEqual(['GONDAR GRAIN | Supplier | Primary', 'BLUE NILE MILLS | Buyer | Primary', 'MINISTRY OF AGRICULTURE AND RURAL DEVELOPMENT | Unknown | Unknown']);
  });
});
