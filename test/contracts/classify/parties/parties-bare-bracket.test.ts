/**
 * A party named without a legal form, its alias a noun phrase of up to three capitalised words in brackets without
 * quotes, in a party slot ("between", "Parties:"): `Kowhai Valley Growers Partnership (Orchard Owner) and …`.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const primary = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('a two-word alias in brackets without quotes after a name without a legal form', () => {
  it('after "Parties:", the name is a party and its alias types the clauses', () => {
    const preamble = 'Parties: Kowhai Valley Growers Partnership (Orchard Owner) and Tasman Pruning Limited (Contractor).';
    expect(primary(preamble)).toEqual(['KOWHAI VALLEY GROWERS PARTNERSHIP Buyer', 'TASMAN PRUNING Supplier']);
    expect(typesOf(preamble, 'The Orchard Owner will supply ladders for each row.')[1]).toEqual(['Obligation/Orchard Owner']);
  });

  it('after "between", with "the" inside the bracket', () => {
    const preamble = 'This Agreement is made between Riverside Harbour Trust (the Site Operator) and Coastline Stevedoring Ltd (the Stevedore).';
    expect(typesOf(preamble, 'The Site Operator may close the berth in high winds.')[1]).toEqual(['Right/Site Operator']);
  });

  it.each([
    'This Agreement is made between Riverside Harbour Trust (an Australian company) and Coastline Stevedoring Ltd (the Stevedore).',
    'This Agreement is made between Riverside Harbour Trust (ABN 12 345 678 901) and Coastline Stevedoring Ltd (the Stevedore).',
    'This Agreement is made between Riverside Harbour Trust (the City of Leeds) and Coastline Stevedoring Ltd (the Stevedore).',
  ])('%s: a description, a number or a phrase with a small word is no alias', (preamble) => {
    expect(primary(preamble).some((p) => p.startsWith('RIVERSIDE'))).toBe(false);
  });

  it('outside a party slot a bracketed phrase names no one', () => {
    expect(primary('The goods are stored at Riverside Harbour Trust (Site Operator) until collected.')).toEqual([]);
  });
});

describe('a party named after a "First Party:" / "Second Party:" label (translated Arabic drafting)', () => {
  it('the label is the alias of the organisation after it, so its clauses are typed', () => {
    const items = [
      'Second Party: Golden Palm Facilities Company, Commercial Registration No. 4030000000.',
      'The Second Party shall water the public gardens every morning.',
    ];
    expect(primary(...items)).toEqual(['GOLDEN PALM FACILITIES Unknown']);
    expect(typesOf(...items)[1]).toEqual(['Obligation/Second Party']);
  });
  it('"a second party:" inside a sentence is no label', () => {
    expect(typesOf('The Contractor may appoint a second party: Golden Palm Facilities Company.', 'The Second Party shall water the gardens.')[1]).toEqual([]);
  });
});
