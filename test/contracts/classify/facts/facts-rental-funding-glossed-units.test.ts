/**
 * Money the older facts sets still missed (issue 18, h87d), decided on contracts of my own, near misses kept:
 * - a lease's "rental" is its rent (amount-cues.ts PRICE_WORDS; facts set 6);
 * - a project's costs with their verb and the sum a funder funds price a grant (amount-cues.ts FUNDED; facts set 8);
 * - a price's unit after the sum in words in brackets ("Birr 1,450 (… Birr) per kilogram") is read past the bracket
 *   (contract-amount.ts; facts set 16).
 */
import { describe, expect, it } from 'vitest';
import { amounts } from '../facts-readers.js';

describe('a lease\'s "rental" is its rent (h87d)', () => {
  it('"the monthly rental shall be", "a rental of"', () => {
    expect(amounts('AGREEMENT OF LEASE', 'The monthly rental shall be R 8 750,00 (eight thousand seven hundred and fifty rand) excluding VAT.')).toEqual(['8750 ZAR']);
    expect(amounts('LEASE OF A STOREROOM', 'The Tenant pays a rental of BWP 3,200 each month.')).toEqual(['3200 BWP']);
  });
  it('near miss: a sum beside no money word', () => {
    expect(amounts('AGREEMENT OF LEASE', 'The building was valued at R 8 750 000,00 in 2030.')).toEqual([]);
  });
});

describe('a project\'s costs and the sum a funder funds (h87d)', () => {
  it('"the total eligible costs are", "will fund <sum>"', () => {
    expect(amounts('GRANT AGREEMENT', 'The total eligible costs are €420,000, of which the Foundation will fund €300,000.')).toEqual(['420000 EUR', '300000 EUR']);
    expect(amounts('GRANT AGREEMENT', 'The Council shall fund the Club GBP 12,000 for the new pitch.')).toEqual(['12000 GBP']);
    expect(amounts('GRANT AGREEMENT', 'The estimated project costs amount to NZD 95,000.')).toEqual(['95000 NZD']);
  });
  it('near misses: court costs without their verb, funds as a noun', () => {
    expect(amounts('GRANT AGREEMENT', 'The Club bears court costs GBP 1,500 if it loses.')).toEqual([]);
    expect(amounts('GRANT AGREEMENT', 'The Club shall raise matching funds of at least GBP 6,000 from its members.')).toEqual([]);
    expect(amounts('GRANT AGREEMENT', 'The Club holds GBP 40,000 in reserve funds.')).toEqual([]);
  });
});

describe('a unit after the sum in words in brackets (h87d)', () => {
  it('"<sum> (<words>) per kilogram", "… per day"', () => {
    expect(amounts('CONSIGNMENT AGREEMENT', 'The honey is consigned at Birr 620 (six hundred twenty Birr) per kilogram.')).toEqual(['620 ETB']);
    expect(amounts('HIRE AGREEMENT', 'The tractor is hired out at R 1 200,00 (one thousand two hundred rand) per day.')).toEqual(['1200 ZAR']);
  });
  it('near miss: a limit per claim after the bracket stays none', () => {
    expect(amounts('HIRE AGREEMENT', 'The Owner holds cover of R 500 000,00 (five hundred thousand rand) per claim.')).toEqual([]);
  });
});
