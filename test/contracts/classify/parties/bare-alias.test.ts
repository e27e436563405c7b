import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

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
    // A party of the slot all the same, without an alias (h64bind).
    expect(found).toContain('FALK TENNANT Unknown/Primary');
    expect(partiesOf('This agreement is made between Orwell Homes Limited (the Client) and Falk Tennant Limited (3 February 2027).'))
      .toContain('FALK TENNANT Unknown/Primary');
  });
  it('a bracketed noun after a name in a recital, not in the preamble\'s party slot, is no alias', () => {
    const found = partiesOf(
      'This agreement is made between Orwell Homes Limited (the Client) and Cask & Vane LLP (the Consultant).',
      'WHEREAS the Client has engaged Northgate Surveys Limited (the Surveyor) to survey the site.',
    );
    expect(found).toContain('NORTHGATE SURVEYS Unknown/Unknown');
  });
});

describe('a plural alias after a description that opens with the alias\'s words', () => {
  it('"… and the Reinsurers whose names and shares appear in the Schedule (hereinafter called "the Reinsurers")": a party named by its alias', () => {
    const preamble = 'This Contract is entered into by Fenwick Mutual Insurance Company Limited, of 40 Cornhill, London (hereinafter called "the Reinsured"), and the Reinsurers whose names and shares appear in the Schedule of Participations (hereinafter called "the Reinsurers").';
    expect(partiesOf(preamble)).toEqual(['FENWICK MUTUAL INSURANCE Unknown/Primary', 'REINSURERS Unknown/Primary']);
    expect(typesOfLast(preamble, 'The Reinsurers shall pay their shares of each loss within thirty days.')).toEqual(['Obligation/Reinsurers']);
  });
  it('"between … and the Underwriters named in the Schedule (the "Underwriters")"', () => {
    expect(partiesOf('This policy is made between Calder Shipping Limited (the "Insured") and the Underwriters named in the Schedule (the "Underwriters").'))
      .toContain('UNDERWRITERS Unknown/Primary');
  });
  it('a description of a thing, not of a party, is none: "the Premises which are shown on the Plan (the "Premises")", and no slot word before it', () => {
    const found = partiesOf('This lease is made between Orwell Homes Limited (the "Landlord") and Cask & Vane LLP (the "Tenant") of the Premises which are shown on the Plan (the "Premises").');
    expect(found).toEqual(['ORWELL HOMES Supplier/Primary', 'CASK & VANE Buyer/Primary']);
    expect(partiesOf('The Reinsured and the Reinsurers whose names appear in the Schedule (the "Reinsurers") agree as follows.')).not.toContain('REINSURERS Unknown/Primary');
  });
});
