import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);

// h71left (hrev57's Left): a listed town opening a numbered entry, then the address, then the company with its legal
// form: the company is the party, not the town.
describe('a town opening a party\'s entry (h71left)', () => {
  const contract = (first: string) => partiesOf(
    'CONSULTING AGREEMENT',
    'BETWEEN:',
    first,
    '(2) Wexford Grain Limited, a company registered in Ireland (the "Client").',
    '1. The Consultant shall advise the Client on its exports.',
  );
  it('the company after the town and its address is the party', () => {
    expect(contract('(1) Lyon, 12 rue de la République, Vercors Conseil SARL (the "Consultant"); and'))
      .toEqual(['VERCORS CONSEIL Supplier/Primary', 'WEXFORD GRAIN Buyer/Primary']);
    expect(contract('(1) Berlin, Friedrichstraße 40, Spree Beratung GmbH (the "Consultant"); and'))
      .toEqual(['SPREE BERATUNG Supplier/Primary', 'WEXFORD GRAIN Buyer/Primary']);
  });
  it('near misses: a company named after its town, and an entry with no company after the town, keep their reading', () => {
    expect(contract('(1) Lyon Conseil SARL, 12 rue de la République, Lyon (the "Consultant"); and'))
      .toEqual(['LYON CONSEIL Supplier/Primary', 'WEXFORD GRAIN Buyer/Primary']);
    expect(contract('(1) Vercors Conseil SARL, of 12 rue de la République, Lyon (the "Consultant"); and'))
      .toEqual(['VERCORS CONSEIL Supplier/Primary', 'WEXFORD GRAIN Buyer/Primary']);
  });
});
