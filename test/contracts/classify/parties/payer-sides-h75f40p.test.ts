/**
 * Sides a paying clause decides against an alias's default (facts set 40's causes 5–7, h75f40p): an agency or a grower
 * is a supplier word unless the contract makes it pay; "THE AGENCY pays THE DRIVER" names the payer with the article in
 * capitals; a grower beside a processor both on the supplier's side yields to "Grower shall pay Processor"; and a
 * person whose entry opens "On the other side," is a party with any quoted alias, as after "between". Sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

const SIDES = (agency: string, driver: string) => [
  'CHAUFFEUR SERVICES CONTRACT',
  `On one side, TURISMO ORIENTE S.R.L., with its office in Holguín, represented by its manager, Ana Batista Ruiz, hereinafter ${agency}.`,
  `On the other side, Ernesto Lage Vidal, self-employed worker in passenger transport, residing in Holguín, hereinafter ${driver}.`,
  'FIRST. THE DRIVER drives the tourists THE AGENCY books.',
];

describe('an agency that pays its driver is the Buyer, whatever the aliases\' case (h75f40p)', () => {
  it('"THE AGENCY pays THE DRIVER USD …", the aliases in capitals with or without quotes', () => {
    const pays = 'SECOND. THE AGENCY pays THE DRIVER USD 30.00 per hour of service.';
    expect(sorted(primary(...SIDES('THE AGENCY', 'THE DRIVER'), pays))).toEqual(['ERNESTO LAGE VIDAL Supplier', 'TURISMO ORIENTE Buyer']);
    expect(sorted(primary(...SIDES('"THE AGENCY"', '"THE DRIVER"'), pays))).toEqual(['ERNESTO LAGE VIDAL Supplier', 'TURISMO ORIENTE Buyer']);
  });
  it('near misses: no payer named, or the agency paying only costs, leaves the agency the Supplier', () => {
    expect(sorted(primary(...SIDES('THE AGENCY', 'THE DRIVER')))).toEqual(['ERNESTO LAGE VIDAL Buyer', 'TURISMO ORIENTE Supplier']);
    expect(sorted(primary(...SIDES('THE AGENCY', 'THE DRIVER'), 'SECOND. THE AGENCY pays THE DRIVER compensation for a booking it cancels late.'))).toEqual(['ERNESTO LAGE VIDAL Buyer', 'TURISMO ORIENTE Supplier']);
  });
});

describe('an entry opening "On the other side," is a party slot (h75f40p)', () => {
  it('a person with a quoted alias that is no role word is a party', () => {
    expect(sorted(primary(...SIDES('"the Agency"', '"the Driver"')))).toEqual(['ERNESTO LAGE VIDAL Buyer', 'TURISMO ORIENTE Supplier']);
    // Without the article ("On one side,") and with a person in the first slot.
    expect(sorted(partyNames('GRAZING AGREEMENT', 'On one side, Juan Pablo Ferreira, farmer, residing in Tacuarembó, hereinafter "the Grazier";',
      'On the other side, ESTANCIA LOS OMBÚES S.A., with its seat in Paysandú, hereinafter "the Owner";'))).toEqual(['ESTANCIA LOS OMBÚES', 'JUAN PABLO FERREIRA']);
  });
  it('near miss: "On the other hand," opens a clause, no slot', () => {
    expect(sorted(primary(...SIDES('THE AGENCY', 'THE DRIVER'), 'On the other hand, Luis Pérez Soto keeps the spare keys (the "Keyholder").')))
      .toEqual(['ERNESTO LAGE VIDAL Buyer', 'TURISMO ORIENTE Supplier']);
  });
});

const PACKING = [
  'PACKING AGREEMENT',
  'This Packing Agreement is made as of May 1, 2031 by and between Coastal Pack Co., LLC, an Oregon limited liability company ("Processor"), and Hood River Pear Partners, LP, an Oregon limited partnership ("Grower").',
  '1. Processor shall sort and pack Grower\'s pears.',
];

describe('a grower paying a processor for a service is the Buyer (h75f40p)', () => {
  it('"Grower shall pay Processor" and the reverse each decide', () => {
    expect(sorted(primary(...PACKING, '2. Grower shall pay Processor $2.10 per box packed.'))).toEqual(['COASTAL PACK Supplier', 'HOOD RIVER PEAR PARTNERS Buyer']);
    expect(sorted(primary(...PACKING, '2. Processor shall pay Grower $310 per ton of pears delivered.'))).toEqual(['COASTAL PACK Buyer', 'HOOD RIVER PEAR PARTNERS Supplier']);
  });
  it('near miss: with no payer named the aliases\' own sides stay', () => {
    expect(sorted(primary(...PACKING))).toEqual(['COASTAL PACK Supplier', 'HOOD RIVER PEAR PARTNERS Supplier']);
  });
});
