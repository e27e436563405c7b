/**
 * A party's written approval that an act waits for is Communication (C2) beside the act's category: an approval
 * already given ("has approved … in writing"), one to be given first ("shall first be approved in writing"), or one
 * asked for in advance ("approved in advance in writing", "pre-approved in writing"). Not an amendment approved in
 * writing (C31), nor a thing described by a bare participle ("a haulier approved in writing by the Council") (issue 18,
 * h48cat3). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Riverside Events Ltd (the "Promoter") and Kestrel Sound LLP (the "Contractor").';
const cats = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('a written approval an act waits for (h48cat3)', () => {
  it('an approval already given in writing, the act waiting for it: Communication', () => {
    expect(cats('No tickets may be sold until the Promoter has approved the price list in writing.')).toEqual(['Communication', 'Pricing & Taxes']);
    expect(cats('The Contractor shall not bring any crew member on site unless that person has first been approved in writing by the Promoter.')).toContain('Communication');
    expect(cats('The Contractor may hang banners on the stage only after the Promoter has approved their wording in writing.')).toContain('Communication');
  });

  it('an approval to be given first: Communication', () => {
    expect(cats('Each poster design shall first be approved in writing by the Promoter.')).toEqual(['Communication']);
  });

  it('costs approved in advance in writing: Communication beside the payment', () => {
    expect(cats('The Promoter shall reimburse the Contractor for hotel costs approved in advance in writing by the Promoter.')).toEqual(['Communication', 'Payment Terms & Billing']);
    expect(cats('The Promoter will pay for overtime pre-approved in writing by its production manager.')).toEqual(['Communication', 'Payment Terms & Billing']);
  });

  it('an amendment approved in writing is Amendments alone (C31)', () => {
    expect(cats('No variation of this Agreement is valid unless it has been approved in writing by both parties.')).toEqual(['Amendments']);
  });

  it('a bare participle describes the thing, and an approval not said to be written is none: no Communication', () => {
    expect(cats('The Contractor shall use only a haulier approved in writing by the Promoter.')).not.toContain('Communication');
    expect(cats('The Promoter has approved the running order of the show.')).not.toContain('Communication');
  });
});

describe('a change to the contract approved in writing is Amendments alone (C31; review hrev33)', () => {
  it.each([
    'Any change to the Specifications must be approved in writing by both parties.',
    'Changes to this Agreement shall be approved in writing by both parties.',
  ])('%s', (text) => {
    expect(categoriesOf(text)[0]).toEqual(['Amendments']);
  });

  it('near miss kept: a change of anything else approved in writing keeps its Communication cue', () => {
    expect(cueOf('Communication', 'Any change of the key personnel must be approved in writing by the Client.')).toBe('strong');
  });
});
