/**
 * Set 50's natures (issue 18, h50n50), with sentences written for these tests (none of the set's): a "Section N.N" /
 * "Clause N.N" label opening a sentence is skipped as a bare "1.2" is (text.ts, CLAUSE_NUMBER), so the definition after
 * it is read; C34's present-tense duty for "transfers" when a thing is handed over, not a right, and for "approves" /
 * "confirms" with a time to act (nature-present-hand-overs.ts); no promise of a party that only estimates inside a
 * relative clause ("which we estimate will produce …"; nature-relatives.ts, OPINION_GAP).
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesAndAttributesOf, typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);

describe('a "Section N.N" label before a quoted defined term (text.ts, CLAUSE_NUMBER)', () => {
  it('is skipped: the definition and its DefinedTerm are read as after "1.2"', () => {
    const got = typesAndAttributesOf(
      'Section 1.1 "Goods" means the hand tools in Exhibit A.',
      'Clause 4.2 "Working Day" means a day other than a Saturday or a Sunday.',
      'Article 2.3 "Term" means the period in Section 5.',
    );
    expect(got.map((e) => e.types)).toEqual([['Definition/None'], ['Definition/None'], ['Definition/None']]);
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('DefinedTerm')))).toEqual([
      ['DefinedTerm:Goods'], ['DefinedTerm:Working Day'], ['DefinedTerm:Term'],
    ]);
  });
  it('still reads a clause after the label, and a reference to a section as no label', () => {
    expect(after([PREAMBLE],
      'Section 1.3 The Supplier shall deliver the Goods.',
      'Clause 6 continues to apply after this agreement ends.',
      'Section 5 of this Agreement survives termination.'))
      .toEqual([['Obligation/Supplier'], [], []]);
  });
});

const LEASING = ['This Framework Agreement is made between Velo Lease GmbH (the "Lessor") and Harbour Tools GmbH (the "Employer").'];

describe('"transfers", "approves", "confirms" in the present tense (C34; nature-present-hand-overs.ts)', () => {
  it('bind the party when data, goods or money are handed over, or an approval has its time', () => {
    expect(after(LEASING,
      '(1) The Employer transfers the names and addresses of the Users to the Lessor for the performance of the leases.',
      'The Employer transfers the first instalment to the Lessor\'s account.',
      '(2) The Employer approves each order in the portal within 5 working days.',
      'The Lessor confirms each order in text form within two working days.'))
      .toEqual([['Obligation/Employer'], ['Obligation/Employer'], ['Obligation/Employer'], ['Obligation/Lessor']]);
  });
  it('still read a transfer of a right as no duty (C34 keeps it a grant), an approval without a time and "confirms that" as assents', () => {
    expect(after(LEASING,
      'The Lessor transfers all rights in the bicycles to the Employer.',
      'The Lessor transfers ownership of the bicycle to the User at the end of the lease.',
      'The Employer transfers this Agreement to its successor.',
      'The Employer approves the list of dealers.',
      'The Employer confirms that it has read the general terms of the Lessor.'))
      .toEqual([[], [], [], [], []]);
  });
});

const SOLAR = ['This Subscription Agreement is between Green Valley Solar LLC ("we" or "us") and the customer named below ("you" or the "Subscriber").'];

describe('a modal after an inserted "we estimate" / "we expect" (nature-relatives.ts, OPINION_GAP)', () => {
  it('binds no party: the relative pronoun is its subject', () => {
    expect(after(SOLAR,
      'Your share is 6.5 kilowatts, which we estimate will produce about 7,800 kilowatt-hours a year.',
      'The panels, which we expect will last 25 years, are installed on the roof.'))
      .toEqual([[], []]);
  });
  it('still binds the party of a promise in a relative clause, and of "will estimate"', () => {
    expect(after(SOLAR,
      'The Garden, which we will maintain, produces power.',
      'We will estimate your bill credits each month.'))
      .toEqual([['Obligation/we'], ['Obligation/we']]);
  });
});
