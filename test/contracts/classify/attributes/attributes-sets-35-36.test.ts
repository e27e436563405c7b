/**
 * Attribute defects of sets 35 and 36 (issue 18, h28s35a), with sentences written for these tests (none of the sets'):
 * continental street addresses with no postcode, French, Croatian and Baltic street kinds, a four-digit postcode, an
 * address with no number after its introducing words, identity and reference numbers, public bodies without a legal form
 * (C25: a police force, a sheriff, a government's branch, a town's municipality, a country whose name holds "and"), a
 * company's board as its organ, and persons named as witnesses or by a parent.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('continental addresses with no postcode', () => {
  it('a one-word street with a distinct ending, its number and the town after a comma are one place, no Numbers', () => {
    expect(attributesOf('Bb ehf., ID No. 620101-3340, Fjarðargata 7, Akureyri (the Owner)'))
      .toEqual(['Organization:Bb ehf.', 'Location:Fjarðargata 7, Akureyri']);
  });
  it('such a street alone is a place too', () => {
    expect(attributesOf('The vans wait at the yard at Industrieweg 12 before loading.')).toEqual(['Location:Industrieweg 12']);
  });
  it('an ending an English word may have needs the postcode', () => {
    expect(attributesOf('See Offering 2, Phase 3 of the plan.')).not.toContainEqual(expect.stringMatching(/^Location/));
  });
  it('a Croatian street\'s kind first, its words in small letters, then the town', () => {
    expect(attributesOf('Aa Holding d.o.o., Obala pomorskih ljudi 14, Zadar, represented by its director, and'))
      .toEqual(['Organization:Aa Holding d.o.o.', 'Location:Obala pomorskih ljudi 14, Zadar']);
    expect(attributesOf('The office moves to Put Brodarice 3, Split, next year.')).toEqual(['Location:Put Brodarice 3, Split']);
  });
  it('a register\'s label in capitals before its long number is no part of the address; a town\'s six-digit code is', () => {
    expect(attributesOf('Aa d.o.o., Obala pomorskih ljudi 14, Zadar, OIB 12345678901, represented by its director'))
      .toEqual(['Organization:Aa d.o.o.', 'Location:Obala pomorskih ljudi 14, Zadar']);
    expect(attributesOf('Bb Ltd, 12 Mill Road, PUNE 411001 (the Seller)')).toEqual(['Organization:Bb Ltd', 'Location:12 Mill Road, PUNE 411001']);
  });
  it('a French street\'s kind first with "des" or "du", and a Swiss four-digit postcode', () => {
    expect(attributesOf('Cc SA, Rue des Alpes 9, 1201 Lausanne (the Seller)')).toEqual(['Organization:Cc SA', 'Location:Rue des Alpes 9, 1201 Lausanne']);
  });
  it('a Baltic street with its kind abbreviated after the name', () => {
    expect(attributesOf('Hh, registered office Laisvės pr. 60, Kaunas, represented by its director')).toEqual(['Location:Laisvės pr. 60, Kaunas']);
  });
  it('a street of one or two words without a street word before a four-digit postcode and its town', () => {
    expect(attributesOf('the Town of Dd, Grote Markt 3, 8500 Kortrijk (the Town)')).toContain('Location:Grote Markt 3, 8500 Kortrijk');
  });
  it('no four-digit postcode is a year, nor a count before a common word', () => {
    expect(attributesOf('Lot 5, 2500 Units shall be delivered.')).toEqual(['Number:5', 'Number:2500']);
    expect(attributesOf('Under Plan 3, 2026 Budgets are frozen.')).not.toContainEqual(expect.stringMatching(/^Location/));
  });
});

describe('an address with no number after its introducing words', () => {
  it('a house, then its places, after "residing at"', () => {
    expect(attributesOf('Mr. Ff Gg, residing at Rose Villa House, Vyttila, Ernakulam, Kerala (the Owner)'))
      .toEqual(['Person:Ff Gg', 'Location:Rose Villa House, Vyttila, Ernakulam, Kerala']);
  });
  it('a named street and its town after ", of" and before "represented by"', () => {
    expect(attributesOf('Ee Ltd, of Quarry Lane, Kirkwall, represented by its director')).toEqual(['Organization:Ee Ltd', 'Location:Quarry Lane, Kirkwall']);
  });
  it('an abbreviated street name after "registered office at"', () => {
    expect(attributesOf('Jj Private Limited, having its registered office at S.N. Road, Thrissur, represented by its director'))
      .toContain('Location:S.N. Road, Thrissur');
  });
});

describe('identity and reference numbers are no Numbers', () => {
  it('an identity number in two groups after "ID No."', () => {
    expect(attributesOf('Kk ehf., ID No. 471203-5520, owns the vessel.')).not.toContainEqual(expect.stringMatching(/^Number/));
  });
  it('a reference of capitals and figure groups joined by hyphens or slashes', () => {
    expect(attributesOf('File No. QR-2027-0088')).toEqual([]);
    expect(attributesOf('Contract No. AB-CD/2026-17')).toEqual([]);
    expect(attributesOf('Quote ref. MN-2025-301 when paying 12 invoices.')).toEqual(['Number:12']);
  });
});

describe('public bodies without a legal form (C25)', () => {
  it('a police force, a county\'s sheriff and a public auditor', () => {
    expect(attributesOf('The guide must report to the Royal Gibraltar Police before each tour.')).toEqual(['Organization:Royal Gibraltar Police']);
    expect(attributesOf('a permit from the Harris County Sheriff and the Comptroller General of Ruritania'))
      .toEqual(['Organization:Harris County Sheriff', 'Organization:Comptroller General of Ruritania']);
  });
  it('alone, "the Police", "the Sheriff" and "the Sheriff\'s Office" name no body', () => {
    expect(attributesOf('Call the Police or the Sheriff; the Sheriff\'s Office keeps the key.')).toEqual([]);
  });
  it('a government\'s branch named by what it manages; a branch named by its place is a bank\'s office', () => {
    expect(attributesOf('a permit from the Water Resources Branch')).toEqual(['Organization:Water Resources Branch']);
    expect(attributesOf('Pay to Vietcombank, Thu Duc Branch.')).toEqual(['Organization:Vietcombank']);
    expect(attributesOf('Books are returned to the Elmhurst Public Library Branch.')).not.toContain('Organization:Elmhurst Public Library Branch');
  });
  it('a town\'s municipality, not a municipality named by common words', () => {
    expect(attributesOf('the Tromsø Municipality and the Host Municipality')).toEqual(['Organization:Tromsø Municipality']);
  });
  it('a government of a country whose name holds "and" is named whole', () => {
    expect(attributesOf('approved by the Government of the Republic of Trinidad and Tobago'))
      .toEqual(['Organization:Government of the Republic of Trinidad and Tobago']);
    expect(attributesOf('the Government of Antigua and Barbuda shall')).toEqual(['Organization:Government of Antigua and Barbuda']);
  });
  it('a company\'s board that represents it, or that a member sits on, is its organ, no body', () => {
    expect(attributesOf('Ll d.o.o., represented by the Management Board, and')).toEqual(['Organization:Ll d.o.o.']);
    expect(attributesOf('For the Seller: Mm Nn, member of the Supervisory Board')).not.toContain('Organization:Supervisory Board');
  });
});

describe('persons named as witnesses or by a parent', () => {
  it('a witness whose name opens with initials, in a numbered witness line', () => {
    expect(attributesOf('Witnesses: 1. R. S. Pillai 2. Anna Joseph')).toEqual(['Person:R. S. Pillai', 'Person:Anna Joseph']);
  });
  it('"Witness to the signatures:" and "In the presence of:" before the name', () => {
    expect(attributesOf('Witness to the signatures: Sigrún Jónsdóttir')).toEqual(['Person:Sigrún Jónsdóttir']);
    expect(attributesOf('In the presence of: Farida Yasmin, Advocate')).toEqual(['Person:Farida Yasmin']);
  });
  it('a parent named after "son of", "Late" and a title no part of the name', () => {
    expect(attributesOf('BETWEEN Mr. Aa Bb, son of Late Cc Dd, residing at Ee House, Ff, Gg, Kerala (the OWNER)'))
      .toEqual(['Person:Aa Bb', 'Person:Cc Dd', 'Location:Ee House, Ff, Gg, Kerala']);
    expect(attributesOf('Ms. Hh Ii, daughter of Mr. Jj Kk Ll, is the Tenant.')).toContain('Person:Jj Kk Ll');
  });
});
