import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);
/** The party of each type label of the last element. */
const typesOfLast = (...texts: string[]) => classifyContract(elements(...texts)).elements[texts.length - 1].types.map((t) => `${t.label.nature}/${t.label.party}`);

describe('a bracketed alias without quotes in the preamble\'s party slot (any capitalised noun phrase, not only a role word)', () => {
  it('"between Steelhaven Developments Limited (the Client) and Harlow Pike Architects LLP (the Architect)": the Architect is a party', () => {
    const preamble = 'This appointment is made on 3 February 2027 between Steelhaven Developments Limited (the Client) and Harlow Pike Architects LLP (the Architect).';
    expect(partiesOf(preamble)).toEqual(['STEELHAVEN DEVELOPMENTS Buyer/Primary', 'HARLOW PIKE ARCHITECTS Supplier/Primary']);
    expect(typesOfLast(preamble, 'The Architect shall exercise reasonable skill and care.')).toEqual(['Obligation/Architect']);
  });
  it('a quantity surveyor and a structural engineer, with or without "the"', () => {
    expect(partiesOf('This agreement is made between Orwell Homes Limited (the Employer) and Cask & Vane LLP (Quantity Surveyor).'))
      .toEqual(['ORWELL HOMES Buyer/Primary', 'CASK & VANE Supplier/Primary']);
    expect(partiesOf('This deed is entered into by Drummond Estates Limited (the Owner) and Falk Tennant Associates Limited (the Structural Engineer).'))
      .toEqual(['DRUMMOND ESTATES Buyer/Primary', 'FALK TENNANT ASSOCIATES Supplier/Primary']);
  });
});

describe('a bracketed noun phrase without quotes that is no alias', () => {
  it('a bracketed abbreviation of a body (capitals only) is no alias', () => {
    expect(partiesOf('This agreement is made between Orwell Homes Limited (the Client) and the Royal Institute of British Architects (RIBA).'))
      .not.toContainEqual(expect.stringMatching(/^ROYAL INSTITUTE OF BRITISH ARCHITECTS \w+\/Primary/));
  });
  it('a bracketed place or date after a name is no alias', () => {
    const found = partiesOf('This agreement is made between Orwell Homes Limited (the Client) and Falk Tennant Limited (Scotland) on the date below.');
    expect(found).toContain('ORWELL HOMES Buyer/Primary');
    expect(found).toContain('FALK TENNANT Unknown/Unknown');
    expect(partiesOf('This agreement is made between Orwell Homes Limited (the Client) and Falk Tennant Limited (3 February 2027).'))
      .toContain('FALK TENNANT Unknown/Unknown');
  });
  it('a bracketed noun after a name in a recital, not in the preamble\'s party slot, is no alias', () => {
    const found = partiesOf(
      'This agreement is made between Orwell Homes Limited (the Client) and Cask & Vane LLP (the Consultant).',
      'WHEREAS the Client has engaged Northgate Surveys Limited (the Surveyor) to survey the site.',
    );
    expect(found).toContain('NORTHGATE SURVEYS Unknown/Unknown');
  });
});
