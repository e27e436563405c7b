/** Categories the seventh blind set showed (issue 18, h18h); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriesOf, typesOf } from './helpers.js';

describe('a sub-contract written with hyphens: its names are no subject (h18h)', () => {
  const SUB = 'This Sub-Contract is made on 4 June 2026 between Ormond Build Ltd (the "Contractor") and Tallis Roofing Ltd of 3 Mill Lane, Hull (the "Sub-Contractor").';
  it('"the Sub-Contractor", "the Sub-Contract Works" and "the Sub-Contract Sum" name the party and the document, not subcontracting', () => {
    expect(categoriesOf(SUB, 'The Sub-Contractor shall submit its application for payment monthly.', 'The Sub-Contract Sum is £120,000 exclusive of VAT.', 'The Sub-Contractor shall not sub-let any part of the roofing works.'))
      .toEqual([[], ['Payment Terms & Billing'], ['Pricing & Taxes'], ['Subcontracts']]);
  });

  it('"the Sub-Contractor" is its own party, not the Contractor', () => {
    expect(typesOf(SUB, 'The Sub-Contractor shall keep the site tidy.', 'The Contractor shall give the Sub-Contractor access to the scaffold.').slice(1))
      .toEqual([['Obligation/Sub-Contractor'], ['Obligation/Contractor']]);
  });
});
