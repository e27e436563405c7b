/** Natures and definitions in other drafting (issue 18, third blind set); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf, categoriesOf, typesOf } from '../helpers.js';

describe('natures: other drafting', () => {
  it('a negated group "shall be required/obliged to" frees the parties: Disclaimer, not Exclusion', () => {
    expect(typesOf('Neither party shall be required to disclose its source code.', 'No party shall be obliged to renew this Agreement.', 'Neither party shall disclose the source code.'))
      .toEqual([['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });

  it('an unquoted term that "has the meaning given in" an Act is a definition, as "X means" is', () => {
    expect(typesOf('Wages has the meaning given in the Fair Work Act 2009 (Cth).', 'The Seller has the meaning of the sale in mind.')).toEqual([['Definition/None'], []]);
    expect(attributesOf('Wages has the meaning given in the Fair Work Act 2009 (Cth).')).toEqual(['DefinedTerm:Wages', 'Number:2009']);
  });

  it('GST is a tax, as VAT is', () => {
    expect(categoriesOf('All amounts are exclusive of GST.', 'All amounts are exclusive of VAT.')).toEqual([['Pricing & Taxes'], ['Pricing & Taxes']]);
  });
});
