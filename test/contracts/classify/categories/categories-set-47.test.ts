/**
 * The general rules behind set 47's category misses (issue 18, h42s47), from the spec's Audits row (inspection rights,
 * record keeping), C12 and the guide's Intellectual Property row (a permit is Responsibilities): records of music are no
 * audit; a lone subletting is the asset's use, under an "Assignment" heading too; the licensing of premises and of
 * people who sell alcohol is a permit, no intellectual property. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string, title?: string, parent?: string) => categoriesOfElement(text, title, false, parent);

describe('Audits: records of music are no audit (category-cues-sound-recordings.ts)', () => {
  it('reads phonograph records, records sold, a label\'s name and re-recording without Audits', () => {
    for (const text of [
      'During the term, the Artist will not make phonograph records for any other label.',
      'The Label will pay the Artist a royalty of 14% on net sales of records embodying the Artist\'s performances.',
      'Vinyl records sold in Canada: 12% of the retail price.',
      'The Label may use the Artist\'s name and approved photographs in the marketing of records.',
      'The Artist will not re-record any song recorded under this agreement for three years.',
      'This agreement is between Harbour Sound Records, Inc. and the Artist for the Artist\'s exclusive recording services.',
    ]) expect(one(text), text).not.toContain('Audits');
  });
  it('keeps Audits where the records are books audited, inspected or kept', () => {
    for (const text of [
      'The Artist may audit the Label\'s books and records relating to royalties once a year.',
      'The Label will keep accurate records of all records sold and make them available to the Artist.',
      'The Artist\'s accountant may inspect the records of sales at the Label\'s offices on 30 days\' notice.',
      'The Distributor shall keep complete records of all units sold for six years.',
    ]) expect(one(text), text).toContain('Audits');
  });
});

describe('Asset Use: a lone subletting (C12), under an "Assignment" heading too', () => {
  it('reads a lone subletting or shared occupation as Asset Use, without the heading\'s Assignments', () => {
    expect(one('The Tenant must not sublet or share occupation of any part of the Property.', '8. Assignment')).toEqual(['Asset Use']);
    expect(one('The Lessee shall not sublet the Premises or any part of them.', '12. ASSIGNMENT')).toEqual(['Asset Use']);
    expect(one('The Tenant must not sublet or share occupation of any part of the Property.')).toContain('Asset Use');
  });
  it('keeps Assignments for a subletting beside an assignment, and the heading\'s other clauses', () => {
    expect(one('The Tenant must not assign this agreement or sublet the Property.', '8. Assignment')).toContain('Assignments');
    expect(one('The Tenant may assign this agreement with the Landlord\'s consent.', '8. Assignment')).toContain('Assignments');
    expect(one('The Tenant must not assign, sublet or share occupation of the Property.', '8. Assignment')).toContain('Assignments');
  });
});

describe('Intellectual Property: the licensing of premises and alcohol sales is a permit', () => {
  it('reads licensing hours, a personal or premises licence and the licensing laws without Intellectual Property', () => {
    for (const text of [
      'The Tenant must keep the pub open for trade during normal licensing hours.',
      'The Manager must hold a personal licence under the Licensing Act 2003.',
      'The Operator shall hold all premises licences needed to sell alcohol at the festival.',
      'The Caterer must comply with the liquor licensing laws of the State.',
    ]) expect(one(text), text).not.toContain('Intellectual Property');
  });
  it('keeps Intellectual Property for a licence granted over a work', () => {
    for (const text of [
      'The Photographer grants the Client a personal licence to print and share the images for non-commercial purposes.',
      'The Licensor grants the Licensee a non-exclusive licence to use the Software.',
    ]) expect(one(text), text).toContain('Intellectual Property');
  });
});

describe('a preamble "This agreement is between …" takes no category', () => {
  it('reads "is between" as "is made between", whatever the parties\' names say', () => {
    expect(one('This agreement is between Vale Inns Limited of Hereford (the "Landlord") and Tom Price and Ann Price of Ross (together the "Tenant").')).toEqual([]);
    expect(one('This contract dated 2 May 2027 is between Payroll Partners Ltd and the Customer named in the Order.')).toEqual([]);
  });
  it('still reads a clause that only opens on "This Agreement" by its own words', () => {
    expect(one('This Agreement may be terminated by either party on 30 days\' written notice.')).toContain('Term & Termination');
  });
});
