/**
 * What the fourteenth and fifteenth facts sets left (h22f15b): an earlier amendment's date, a day restated in brackets
 * between its ordinal and "day of", a country whose name joins two places by "and". Each rule with sentences written
 * for it (none from a set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { contactRoles as contacts, effective, partiesByRole as parties, termination, types } from '../facts-readers.js';

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
    expectReads(effective, [
      ['THIS LEASE is made on the twentieth (20th) day of January 2025 between Aster Homes Ltd and Birch Retail Ltd.', ['2025-01-20']],
      ['Signed on the 5th (fifth) day of May 2024.', ['2024-05-05']],
      ['THIS DEED is made on the THIRTY-FIRST (31ST) DAY OF MARCH 2025.', ['2025-03-31']],
    ]);
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

describe('signers written without "By:" (h22f15b)', () => {
  it('"director <name>" under the party\'s name in the closing block, the title in small letters first', () => {
    expect(contacts(
      'ANNEX No. 1 to the Supply Agreement',
      'concluded in Novi Sad on 3 March 2025 between:',
      '1. SAVA TRGOVINA d.o.o. Novi Sad, Bulevar 5 (the Seller), and',
      '2. MORAVA HRANA d.o.o. Niš, Trg 2 (the Buyer).',
      'The Buyer shall pay the Seller the price.',
      'SELLER', 'SAVA TRGOVINA d.o.o. Novi Sad', 'director Milan Ilić',
      'BUYER', 'MORAVA HRANA d.o.o. Niš', 'managing director Ivana Petrović',
    )).toEqual(['SAVA TRGOVINA: Milan Ilić (director)', 'MORAVA HRANA: Ivana Petrović (managing director)']);
  });
  it('a name over the party\'s name over its alias alone signs for it', () => {
    expect(contacts(
      'In the city of Cochabamba, on 2 June 2025, the following parties agree:',
      '1. VALLE ALTO S.A., represented by its manager, hereinafter THE BUYER.',
      '2. CAMINOS DEL SUR S.R.L., represented by its manager, hereinafter THE SELLER.',
      'THE SELLER shall deliver the goods and THE BUYER shall pay the price.',
      'Marcelo Rojas Vaca', 'VALLE ALTO S.A.', 'THE BUYER',
      'Lucía Pinto Arce', 'CAMINOS DEL SUR S.R.L.', 'THE SELLER',
    )).toEqual(['VALLE ALTO: Marcelo Rojas Vaca (signatory)', 'CAMINOS DEL SUR: Lucía Pinto Arce (signatory)']);
  });
  it('a name over a party\'s name over an address is an addressee, no signer', () => {
    expect(contacts(
      'This Agreement is made between Valle Alto S.A. (the "Buyer") and Caminos del Sur S.R.L. (the "Seller").',
      'The Seller shall deliver the goods.',
      'Copy to:', 'Marcelo Rojas Vaca', 'Valle Alto S.A.', 'Calle Bolívar 12, Cochabamba',
    )).toEqual(['VALLE ALTO: ', 'CAMINOS DEL SUR: ']);
  });
  it('a person signing for herself under "Signed by the Tenant:" gives the name above no contact', () => {
    expect(contacts(
      'This tenancy is made between Harold Gaines (the "Landlord") and Mira Patel (the "Tenant").',
      'The Tenant shall pay the rent.',
      'Signed by the Landlord:', 'Harold Gaines', 'Signed by the Tenant:', 'Mira Patel',
    )).toEqual(['HAROLD GAINES: ', 'MIRA PATEL: ']);
  });
});

describe('an annex that extends and changes a contract (h22f15b)', () => {
  it('an expiry the sentence goes on to extend is the old end: only the new one is a termination date', () => {
    expectReads(termination, [
      ['The parties agree that the term of the Service Contract, which expires on 30 June 2025, is hereby extended until 30 June 2027.', ['2027-06-30']],
      ['The Agreement expiring on 31 December 2025 shall be extended to 31 December 2026.', ['2026-12-31']],
      ['This Agreement expires on 31 December 2026.', ['2026-12-31']],
    ]);
  });
  it('"ANNEX No. 2" over "to the Lease Agreement …" is an annex, as is one line "Addendum No. 1 to the Service Contract"', () => {
    expect(types('ANNEX No. 3', 'to the Warehouse Lease Agreement No. 8/2020 of 2 March 2020', 'The Lessee shall pay the rent.')).toEqual(['ANNEX No. 3']);
    expect(types('Addendum No. 1 to the Cleaning Service Contract', 'The Client shall pay the fee.')).toEqual(['Addendum No. 1']);
  });
  it('a schedule\'s heading "Annex 1 – Price List" names no kind', () => {
    expect(types('Annex 1', 'Price List', 'Item 1: cleaning, EUR 100.')).toEqual([]);
  });
});
