/**
 * A present assignment of intellectual property is Intellectual Property without Assignments, under an "Assignment"
 * heading too (issue 18, hcalls; the lead's call on set 46: sets 11, 12, 22, 37 ×2 and 39 label all six such sentences
 * so). An assignment of the contract itself or of money keeps Assignments. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const PARTIES = 'This Agreement is made between Alder Instruments AG ("Seller") and Birch Holdings B.V. ("Buyer").';
/** The categories of each sentence under `title`, after the preamble. */
const under = (title: string, ...sentences: string[]) =>
  classifyContract([{ text: PARTIES, kind: 'sentence' }, ...sentences.map((text) => ({ text, kind: 'sentence' as const, sectionTitle: title }))])
    .elements.slice(1).map((e) => e.categories.map((c) => c.label));

describe('a present assignment of intellectual property', () => {
  it('is Intellectual Property alone under an "Assignment" heading', () => {
    expect(under('Article 1 Assignment',
      'The Seller hereby assigns to the Buyer all right, title and interest in and to the Patents.',
      'The Seller assigns to the Buyer the copyright in the Work.',
      'The Seller hereby irrevocably and unconditionally assigns to the Buyer all intellectual property rights in the drawings.',
      'The Seller hereby transfers and assigns to the Buyer the registered trade marks listed in Annex 2.',
    )).toEqual([['Intellectual Property'], ['Intellectual Property'], ['Intellectual Property'], ['Intellectual Property']]);
  });
  it('is Intellectual Property alone under no heading, as before', () => {
    expect(under('', 'The Seller hereby assigns to the Buyer all right, title and interest in the Patents.')).toEqual([['Intellectual Property']]);
  });
});

describe('near misses: Assignments kept', () => {
  it('the contract assigned, even beside a licence of patents', () => {
    expect(under('Article 9 Assignment',
      'The Seller hereby assigns this Agreement, together with its licence of the Patents, to the Buyer.',
      'The Buyer may assign this Agreement to an affiliate.',
    )).toEqual([['Assignments', 'Intellectual Property'], ['Assignments']]);
  });
  it('money assigned (no intellectual property named)', () => {
    expect(under('Article 3 Assignment', 'The Seller hereby assigns to the Buyer all right, title and interest in the Receivables.')).toEqual([['Assignments']]);
  });
  it('a promise to record the assignment (no present assignment) keeps the heading\'s Assignments', () => {
    expect(under('Article 1 Assignment', 'The Seller shall record the assignment with the patent offices.')).toEqual([['Assignments', 'Intellectual Property']]);
  });
});
