/**
 * Safety and Security of children in care (category-cues-children-in-care.ts), Dispute Resolution of a complaint raised
 * first or taken to a body and of a decision appealed (category-cues-complaints-appealed.ts), and Order of Precedence of a
 * language's text that applies (category-cues-language-versions.ts), issue 18, h90ip. Sentences written for these tests,
 * not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CHILDREN_IN_CARE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-children-in-care.js';
import { COMPLAINT_APPEALED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-complaints-appealed.js';
import { LANGUAGE_VERSION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-language-versions.js';
import { isPreamble } from '../../../../src/contracts/classify/categories/categories.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const CLUB = { preamble: 'These terms are between Lakeford Council (the "Council") and Ann Reed (the "Parent").' };

describe('children in care kept safe (Safety and Security, h90ip)', () => {
  const safe = cuedBy(CHILDREN_IN_CARE_STRONG_CUES, 'Safety and Security');

  it('to whom a child is handed over, a sick child kept home, medicine only as prescribed', () => {
    expectEach(safe, [
      '6.1 A child is only handed over to a person named on the registration form.',
      'Staff will not release a pupil to anyone who is not on the collection list.',
      'The leader may refuse to hand the child over to an adult who seems unwell.',
      'No child under 14 may collect a brother or sister from the club.',
      '6.2 A child with a fever must stay at home until it has been well for a whole day.',
      'Campers with head lice may not attend until they have been treated.',
      'No passenger with a cough or other infectious illness may board the boat.',
      '6.3 The staff do not give children any medicine unless a doctor has prescribed it.',
      'Staff will administer medication only where a pharmacist has labelled it with the child\'s name and dose.',
    ], true);
  });

  it('not a thing handed over, medicine as a parent instructs, a child kept at home by choice', () => {
    expectEach(safe, [
      'The keys are handed over to the Parent on the first day.',
      'Staff will give the children the medicines the parents have agreed in writing.',
      'We will give medication as you instruct on the booking form.',
      'A child may stay at home on any day without notice.',
      'The Parent must collect the child before 17:30.',
    ], false);
  });

  it('gives the clauses of a holiday club their Safety and Security', () => {
    expectCategories([
      ['6.1 A child is only handed over to a person named on the registration form.', ['Safety and Security'], { ...CLUB, title: '6. Collecting the child' }],
      ['6.2 A child with a fever must stay at home until it has been well for a whole day.', ['Safety and Security'], { ...CLUB, title: '5. Health' }],
      ['6.3 The staff do not give children any medicine unless a doctor has prescribed it.', ['Safety and Security'], { ...CLUB, title: '5. Health' }],
    ]);
  });
});

describe('a complaint raised first or taken further, a decision appealed (Dispute Resolution, h90ip)', () => {
  const settled = cuedBy(COMPLAINT_APPEALED_STRONG_CUES, 'Dispute Resolution');

  it('raised first with someone, taken or made to a body that settles it, an appeal against a decision', () => {
    expectEach(settled, [
      '9.1 A complaint about the club should first be raised with its manager.',
      'Please raise any complaint first with the warden on duty.',
      'You can take your complaint to the Housing Ombudsman.',
      'Members may complain to the Ministry of Sport and Youth.',
      '9.2 The Family may appeal a decision on a fee to the Schools Committee within three weeks.',
      'An appeal against the permit may be lodged with the Town Council within one month.',
    ], true);
  });

  it('not a complaint answered or sent by e-mail, a complaint to a bank, a claim appealed', () => {
    expectEach(settled, [
      'We answer every complaint within ten days.',
      'You can send a complaint to help@lakeford.gov by e-mail.',
      'You may complain to the Bank of Lakeford if a payment fails.',
      'The Agent shall appeal every denied claim that it believes payable.',
    ], false);
  });

  it('gives the clauses under "Complaints" their Dispute Resolution', () => {
    expectCategories([
      ['9.1 A complaint about the club should first be raised with its manager.', ['Dispute Resolution']],
      ['9.2 The Family may appeal a decision on a fee to the Schools Committee within three weeks.', ['Dispute Resolution']],
    ], { ...CLUB, title: '9. Complaints' });
  });
});

describe('a language\'s text that applies (Order of Precedence, h90ip)', () => {
  const ranked = cuedBy(LANGUAGE_VERSION_STRONG_CUES, 'Order of Precedence');

  it('applies, governs, is authoritative; not a revised version that applies from a date', () => {
    expectEach(ranked, [
      '9.3 In case of doubt, the Welsh text of these terms applies.',
      'If the versions differ, the English version shall govern.',
      'The Spanish text is authoritative.',
    ], true);
    expectEach(ranked, [
      'We may publish a revised version on our website, and the revised version applies from the next month.',
      'The text of the notice applies to every member.',
    ], false);
  });

  it('gives the clause its Order of Precedence, and a preamble that names its languages stays a clause', () => {
    expect(clauseCategories('9.3 In case of doubt, the Welsh text of these terms applies.', { ...CLUB, title: '9. Complaints' })).toEqual(['Order of Precedence']);
    expect(isPreamble('This agreement is made in Welsh and English, and the Welsh text applies.')).toBe(false);
    expect(isPreamble('This agreement is made between Lakeford Council and Ann Reed.')).toBe(true);
  });
});

describe('the new cue files read hostile text in linear time (h90ip)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-children-in-care.ts', 'child with a fever, cold, flu, '],
    ['categories/cues/category-cues-children-in-care.ts', 'give the children medicine medicine '],
    ['categories/cues/category-cues-children-in-care.ts', 'child under the age of 12 years '],
    ['categories/cues/category-cues-complaints-appealed.ts', 'complaint complaint should first '],
    ['categories/cues/category-cues-complaints-appealed.ts', 'complain to the Big Big Board '],
    ['categories/cues/category-cues-complaints-appealed.ts', 'appeal against the appeal against '],
    ['categories/cues/category-cues-language-versions.ts', 'Faroese text Faroese version '],
  ]);
});
