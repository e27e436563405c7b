/**
 * A letter that gives its addressee an alias but names its writer only in the letterhead and the closing: the body that
 * signs it under its closing, and that the letter calls by its own noun ("the Council") or "we", is the other Primary
 * party, with its signer (parties/letter-writer-body.ts; te reo Māori closings in details/line-shapes.ts VALEDICTION;
 * facts set 51's cause 4, issue 18, h90p). Letters written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const LETTER = (closing: string[], body = 'The Council will pay the Contractor $64.00 per hour for each hour worked, within twenty (20) working days of each invoice.') => [
  'HURUNUI DISTRICT COUNCIL',
  '41 Beach Road, Kaikōura 7300 · Phone 03 319 0000',
  '2 March 2039',
  'Ms Aroha Mahuika',
  'Seaward Fencing Limited',
  '12 Inland Road, Kaikōura',
  'Dear Aroha,',
  'Fencing of the Coastal Reserve',
  'I am glad to tell you that the Council has accepted your quote and engages Seaward Fencing Limited (the "Contractor") to fence the coastal reserve on the terms of this letter.',
  body,
  ...closing,
  'ACCEPTANCE',
  'Seaward Fencing Limited accepts this engagement.',
  'Name: Aroha Mahuika',
  'Position: Director',
];

describe('a letter\'s writer named by its letterhead and its closing (h90p)', () => {
  it('"Yours sincerely," / signer / office / the body: the writer is the Buyer beside the Contractor, its signer its contact', () => {
    expect(contactLists(...LETTER(['Yours sincerely,', 'Hemi Rakena', 'Chair', 'Hurunui District Council'])))
      .toEqual([['SEAWARD FENCING', ['Aroha Mahuika']], ['HURUNUI DISTRICT COUNCIL', ['Hemi Rakena']]]);
  });
  it('a te reo closing ("Nāku noa, nā", "Ngā mihi") and "For and on behalf of <body>" alike', () => {
    const want = ['SEAWARD FENCING Supplier', 'HURUNUI DISTRICT COUNCIL Buyer'];
    expect(primary(...LETTER(['Nāku noa, nā', 'Hemi Rakena', 'Chair', 'Hurunui District Council']))).toEqual(want);
    expect(primary(...LETTER(['Ngā mihi', 'Hemi Rakena', 'Chair', 'Hurunui District Council']))).toEqual(want);
    expect(primary(...LETTER(['For and on behalf of Hurunui District Council', 'Hemi Rakena', 'Chair']))).toEqual(want);
  });
  it('a company\'s letter that says "we" for itself: the side the addressee\'s alias leaves', () => {
    const letter = LETTER(['Yours sincerely,', 'Hemi Rakena', 'Director', 'Tasman Bay Marine Limited'], 'We will pay the Contractor $64.00 per hour for each hour worked.')
      .map((l) => l.replace('HURUNUI DISTRICT COUNCIL', 'TASMAN BAY MARINE LIMITED').replace('the Council has', 'we have'));
    expect(contactLists(...letter)).toEqual([['TASMAN BAY MARINE', ['Hemi Rakena']], ['SEAWARD FENCING', ['Aroha Mahuika']]]);
    expect(primary(...letter)).toEqual(['TASMAN BAY MARINE Buyer', 'SEAWARD FENCING Supplier']);
  });
  it('near miss: a writer the letter calls neither by its own noun nor "we" stays no party', () => {
    const letter = LETTER(['Yours sincerely,', 'Hemi Rakena', 'Director', 'Tasman Bay Marine Limited'], 'The Company will pay the Contractor $64.00 per hour for each hour worked.')
      .map((l) => l.replace('HURUNUI DISTRICT COUNCIL', 'TASMAN BAY MARINE LIMITED').replace('the Council has', 'the Company has'));
    expect(primary(...letter)).toEqual(['SEAWARD FENCING Supplier']);
  });
  it('near miss: a letterhead body that does not sign the letter stays no party', () => {
    expect(primary(...LETTER(['Yours sincerely,', 'Hemi Rakena', 'Chair']))).toEqual(['SEAWARD FENCING Supplier']);
  });
  it('near miss: a body signing under the closing that no letterhead names stays no party', () => {
    const letter = LETTER(['Yours sincerely,', 'Hemi Rakena', 'Chair', 'Hurunui District Council']).slice(2);
    expect(primary(...letter)).toEqual(['SEAWARD FENCING Supplier']);
  });
});
