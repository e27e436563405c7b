/**
 * What the fourteenth and fifteenth facts sets left (h22f15b): an earlier amendment's date, a day restated in brackets
 * between its ordinal and "day of", a country whose name joins two places by "and". Each rule with sentences written
 * for it (none from a set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const effective = (...items: (string | ElementInput)[]) => facts(...items).effective_dates.map((d) => d.text_normalized);
const parties = (...items: (string | ElementInput)[]) =>
  facts(...items).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

describe('an earlier amendment\'s date is no effective date (h22f15b)', () => {
  it('"as amended by <amendment> dated D": the amendment this one follows, numbered or ordinal', () => {
    expect(effective(
      'A. Harbor Foods and Kestrel Logistics are parties to a Warehousing Agreement dated June 1, 2022, as amended by the First Amendment dated March 3, 2024.',
      'This Second Amendment is effective as of July 1, 2025.',
    )).toEqual(['2025-07-01']);
    expect(effective('The Lease dated 2 February 2021, as supplemented by Addendum No. 3 dated 4 May 2023, remains in force.')).toEqual([]);
    expect(effective('The Licence was varied by a Side Letter dated 9 September 2024.')).toEqual([]);
  });
  it('this amendment\'s own date still counts', () => {
    expect(effective('This Amendment No. 3 is dated 12 August 2025.')).toEqual(['2025-08-12']);
    expect(effective('This Agreement, as amended by the parties from time to time, is dated 5 March 2025.')).toEqual(['2025-03-05']);
  });
});

describe('a day restated in brackets before "day of" (h22f15b)', () => {
  it('"the twentieth (20th) day of January 2025" is the twentieth, in words or figures first, in capitals too', () => {
    expect(effective('THIS LEASE is made on the twentieth (20th) day of January 2025 between Aster Homes Ltd and Birch Retail Ltd.')).toEqual(['2025-01-20']);
    expect(effective('Signed on the 5th (fifth) day of May 2024.')).toEqual(['2024-05-05']);
    expect(effective('THIS DEED is made on the THIRTY-FIRST (31ST) DAY OF MARCH 2025.')).toEqual(['2025-03-31']);
  });
});

describe('a country named with "and" opens no party slot (h22f15b)', () => {
  it('"incorporated in the Republic of Trinidad and Tobago": Tobago is no party', () => {
    expect(parties(
      'LESSOR: Pelican Plant Hire Limited, a company incorporated in the Republic of Trinidad and Tobago, of 4 Marine Square, Port of Spain (the "Lessor").',
      'LESSEE: Corbeau Builders Limited, of 9 Harris Street, Arima (the "Lessee").',
      'The Lessee shall pay the rent to the Lessor.',
    )).toEqual(['PELICAN PLANT HIRE Supplier Primary', 'CORBEAU BUILDERS Buyer Primary']);
    expect(parties(
      'SELLER: Neretva Stone d.o.o., a company registered in Bosnia and Herzegovina, of Obala 3, Mostar (the "Seller").',
      'BUYER: Adriatic Tiles Limited, of 2 Quay Road (the "Buyer").',
      'The Buyer shall pay the price to the Seller.',
    )).toEqual(['NERETVA STONE Supplier Primary', 'ADRIATIC TILES Buyer Primary']);
  });
  it('an "and" between two parties still opens a slot', () => {
    expect(parties(
      'This Agreement is made between Pelican Plant Hire Limited of Port of Spain (the "Lessor") and Corbeau Builders Limited (the "Lessee").',
      'The Lessee shall pay the rent to the Lessor.',
    )).toEqual(['PELICAN PLANT HIRE Supplier Primary', 'CORBEAU BUILDERS Buyer Primary']);
  });
});
