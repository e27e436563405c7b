/**
 * A contract about trade marks reads its marks' names and the words of a mark's life as Intellectual Property
 * (definitions/mark-contract-reading.ts; issue 18, h55c51): a coexistence agreement or a brand licence names a mark once
 * and then writes only "SOLVIK", "its mark", "the registrations", "withdraw its opposition", "get-up". Elsewhere the same
 * words are a crate's mark, a car's registration, a planning objection: no Intellectual Property. Sentences written for
 * these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { markContractNames, markContractRead } from '../../../../src/contracts/classify/definitions/mark-contract-reading.js';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf } from '../helpers.js';

const IP = 'Intellectual Property';

const coexistence = (...body: string[]): string[][] => categoriesOf(
  { text: 'TRADEMARK COEXISTENCE AGREEMENT', kind: 'title' },
  'This Agreement is made on 3 May 2028 between Solvik Interiors AB ("Solvik") and Solwick Sportswear Ltd ("Solwick").',
  'Solvik owns the Swedish trade mark SOLVIK, registered for lamps and rugs in Classes 11 and 27.',
  ...body,
);

describe('Intellectual Property in a contract about trade marks, said without "trade mark"', () => {
  it('reads the named mark where the contract uses it, case-sensitive', () => {
    const [, , , register, party] = coexistence(
      'Solwick shall not apply to register SOLVIK, or any sign containing it, for footwear.',
      'Solvik shall deliver the samples to Solwick by 1 June 2028.',
    );
    expect(register).toContain(IP);
    // "Solvik" the party is no mark: the mark is read in capitals only.
    expect(party).not.toContain(IP);
  });
  it('reads a mark after a determiner, a registration, an opposition and a get-up', () => {
    const [, , , use, opposition, registrations, getUp] = coexistence(
      'If Solwick stops all use of its mark for three years, this undertaking ends.',
      'Solwick undertakes to withdraw its opposition within ten days.',
      'Neither party shall attack the validity of the registrations of the other.',
      'Neither party shall adopt a get-up similar to that of the other.',
    );
    for (const labels of [use, opposition, registrations, getUp]) expect(labels).toContain(IP);
  });
});

describe('No Intellectual Property from the same words outside a contract about marks', () => {
  const supply = (...body: string[]): string[][] => categoriesOf(
    { text: 'SUPPLY AGREEMENT', kind: 'title' },
    'This Agreement is made on 3 May 2028 between Brekke Fisk AS ("Seller") and Harbour Foods Ltd ("Buyer").',
    ...body,
  );
  it('reads a crate\'s mark, a vehicle\'s registration and a planning objection as what they are', () => {
    const [, , mark, registration, opposition] = supply(
      'The Seller shall print its mark and the batch number on each crate.',
      'The Seller shall give the Buyer the registration of each delivery vehicle.',
      'The Buyer shall withdraw its opposition to the Seller\'s planning application.',
    );
    for (const labels of [mark, registration, opposition]) expect(labels).not.toContain(IP);
  });
  it('names no marks where the contract\'s type names no trade mark', () => {
    expect(markContractNames(['SUPPLY AGREEMENT', 'The Seller owns the trade mark BREKKE.'])).toBeUndefined();
    expect(markContractNames(['TRADE MARK LICENCE AGREEMENT', 'The Licensor owns the trade mark BREKKE and the mark AND.'])).toEqual(['BREKKE']);
    expect(markContractRead(undefined)('withdraw its opposition')).toBe('withdraw its opposition');
  });
});

describe('A registry named only as where a confidential document may be filed (REGISTRY_FILING_NOT_SAID)', () => {
  const one = (text: string) => categoriesOfElement(text, undefined, false);
  it('reads no Intellectual Property in the exception to confidentiality', () => {
    expect(one('The parties shall keep this settlement confidential, except as required to file it with a patent office.')).not.toContain(IP);
    expect(one('Each party shall keep the terms confidential, except to the extent necessary to lodge them with any trade mark registry.')).not.toContain(IP);
  });
  it('keeps Intellectual Property where the filing is the clause\'s own act', () => {
    expect(one('The Owner shall renew the registration of its trade marks with the trade mark office.')).toContain(IP);
  });
});
