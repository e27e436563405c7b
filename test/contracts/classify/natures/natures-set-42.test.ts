/**
 * Natures sets 41–42 left (issue 18, h31n), with sentences written for the test (not the sets'): an unquoted defined
 * term with small joining words, a participle with a "that" clause after the party opening the clause, an inability
 * in a relative clause on a noun with a phrase after it (and the modal after that clause, the noun's), and "Nothing …
 * prevents X from" kept as X's Right.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
const WORKS = ['This contract is made between Riverbend Dairy Pty Ltd (Purchaser) and Coldstream Process Engineering Pty Ltd (Supplier).'];

describe('an unquoted defined term may hold small joining words (table 2.1: Definition)', () => {
  it('"Date for Practical Completion means", "Bill of Quantities means", "Notice to Proceed has the meaning given …"', () => {
    expect(after(WORKS,
      'Date for Practical Completion means the date stated in the Contract Particulars, as extended under clause 4.',
      'Bill of Quantities means the priced list of the work in the third schedule.',
      'Notice to Proceed has the meaning given in clause 2.'))
      .toEqual([['Definition/None'], ['Definition/None'], ['Definition/None']]);
    expect(attributesOf('Certificate of Practical Completion means the certificate the Superintendent issues.')).toContain('DefinedTerm:Certificate of Practical Completion');
  });
  it('not a sentence whose joining word is followed by a lower-case word, nor one opening "The", nor a party\'s duty', () => {
    expect(after(WORKS,
      'Nothing in this contract means that the Supplier is the Purchaser\'s agent.',
      'The Supplier means the company named in the Contract Particulars.',
      'Payment of the deposit means the Supplier must order the Equipment.'))
      .toEqual([[], [], ['Obligation/Supplier']]);
  });
});

describe('a participle with a "that" clause after the party opening the clause leaves the party the subject', () => {
  it('"A party claiming that …must", "A party alleging that … may" → Multiple Parties; a role too', () => {
    expect(after(WORKS,
      'A party claiming that a dispute has arisen must give the other party a notice setting it out.',
      'A party alleging that the other is in breach may serve a notice to remedy.',
      'The Supplier claiming that a variation is needed must tell the Purchaser within 5 days.'))
      .toEqual([['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Obligation/Supplier']]);
  });
  it('a modal inside the "that" clause still leaves the clause to its own reading', () => {
    expect(after(WORKS, 'A party must give the other party a notice.', 'A party claiming that the Supplier has failed to deliver must give notice.'))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
});

describe('an inability in a relative clause on a noun with a phrase after it bars no one', () => {
  it('"Any dispute over the final account that the parties cannot resolve … shall be referred" → no type', () => {
    expect(after(WORKS,
      'Any dispute over the final account that the parties cannot resolve within 10 days shall be referred to an expert.',
      'Any disagreement relating to the price which the parties cannot resolve shall be referred to mediation.',
      'Any dispute that the parties cannot resolve within 30 days shall be referred to arbitration.'))
      .toEqual([[], [], []]);
  });
  it('the modal after such a clause is the noun\'s: it binds no one, whatever follows it', () => {
    expect(after(WORKS,
      'Any question that the Purchaser cannot answer shall be put to the Superintendent.',
      'Any defect the Supplier cannot repair within 10 days shall be settled by an expert.',
      'Any item which the Purchaser cannot use must be collected from the Site.'))
      .toEqual([[], [], []]);
  });
  it('a party\'s own modal after a comma, or a clause without "cannot", is read as before', () => {
    expect(after(WORKS,
      'Any defect that the Supplier cannot repair, the Supplier shall replace.',
      'Any question that the Purchaser asks shall be answered within 5 days.'))
      .toEqual([['Obligation/Supplier'], []]);
  });
  it('the parties\' own "cannot" stays their bar', () => {
    expect(after(WORKS, 'The parties cannot assign this contract.', 'Over the holidays the Supplier cannot close the site.'))
      .toEqual([['Exclusion/Multiple Parties'], ['Exclusion/Supplier']]);
  });
});

describe('"Nothing in this Agreement prevents X from" stays X\'s Right (the reference and sets 3, 6, 11, 12, 13, 18, 20 so)', () => {
  it('the party the sentence leaves free has the right', () => {
    expect(after(WORKS, 'Nothing in this contract prevents the Supplier from selling spare parts to other dairies.'))
      .toEqual([['Right/Supplier']]);
  });
});
