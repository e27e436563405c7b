/**
 * A key-details row whose label the clauses name a party by ("Grower | …" and "The Grower shall deliver …") gives that
 * party its alias, as a role word's field does, in pipe rows and with colons (field-labels.ts; facts set 48's cause 3,
 * issue 18, h87p). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { bodyNamedLabels } from '../../../../src/contracts/classify/parties/field-labels.js';
import { contactLists, parties, primary } from '../facts-readers.js';

const FISH = (sep: string) => [
  'FISH SUPPLY AGREEMENT',
  'Key details',
  `Item ${sep} Details`,
  `Date of agreement ${sep} 3 March 2039`,
  `Fisher ${sep} Tama Ioane Faleolo, fisherman, of Alofi, Niue`,
  `Restaurant ${sep} Reef Kitchen Limited, company number 10022, of Alofi, Niue`,
  `Catch ${sep} Fresh reef fish, gutted and iced`,
  'Terms',
  "1. The Fisher shall deliver the catch to the Restaurant's back door before 10 am.",
  '2. The Restaurant may refuse fish that is not fresh.',
  '3. The Restaurant pays the Fisher NZ$12.00 per kg within 7 days of each docket.',
  'Signed for Reef Kitchen Limited: __________',
  'Name: Mele Tupou',
  'Position: Manager',
];

describe('labels the body names the parties by (bodyNamedLabels)', () => {
  it('pipe rows: the fisher (a person) and the restaurant (a company) are the primary parties, with the signer', () => {
    expect(primary(...FISH('|'))).toEqual(['TAMA IOANE FALEOLO Supplier', 'REEF KITCHEN Buyer']);
    expect(contactLists(...FISH('|'))).toContainEqual(['REEF KITCHEN', ['Mele Tupou']]);
  });
  it('the same rows with colons', () => {
    expect(primary(...FISH(':'))).toEqual(['TAMA IOANE FALEOLO Supplier', 'REEF KITCHEN Buyer']);
  });
  it('only labels that name someone and that the clauses make act', () => {
    expect([...bodyNamedLabels(FISH('|'))]).toEqual(['Fisher', 'Restaurant']);
    // A thing's row ("Vehicle"), a label the clauses only make "be", a label never used in the clauses.
    expect([...bodyNamedLabels(['HIRE', 'Vehicle | Toyota Hilux, registration AB 123', 'Caterer | Jollof House Limited', 'Keeper: Ada Obi', 'The Vehicle shall be returned clean.', 'The Keeper shall be paid weekly.'])]).toEqual([]);
  });
  it('a role word\'s pipe row names a person; a header row of labels ("First Party | Second Party") names none', () => {
    expect(primary('SUPPLY AGREEMENT', 'Supplier | Jane Mary Roe, farmer, of Hakupu', 'Buyer | Reef Kitchen Limited', '1. The Buyer shall pay the Supplier NZ$5.00 per kg.'))
      .toEqual(['JANE MARY ROE Supplier', 'REEF KITCHEN Buyer']);
    const signed = parties('SUPPLY AGREEMENT', 'This agreement is made between Reef Kitchen Limited (the "First Party") and Alofi Farms Limited (the "Second Party").', '1. The First Party shall pay the Second Party NZ$5.00 per kg.', 'First Party | Second Party', 'The Supplier | The Client');
    expect(signed.some((p) => /^(?:SECOND PARTY|THE CLIENT|CLIENT) /.test(p))).toBe(false);
  });
  it('near miss: without a clause that makes the restaurant act, its row names no primary party', () => {
    const lines = FISH('|').filter((l) => !l.includes('The Restaurant'));
    expect(parties(...lines)).toContain('REEF KITCHEN | Unknown | Unknown');
  });
});
