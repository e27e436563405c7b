/**
 * Set 47's natures (issue 18, h42s47), with sentences written for these tests (none of the set's): rows "Label: sum"
 * without a marker under a lead-in ending with a colon are its items, as the dash rows are (docs/contracts.md, "Rows
 * without a marker under a colon"); a row whose entry is words, a row under a title and a table row with bars stay on
 * their own; a count in the article's place of a grant ("grants us four options"); a promise in the present after ", and"
 * with a pronoun subject ("and you consent to the jurisdiction of").
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);
const STORAGE = ['This Agreement is made between Delta Tankage B.V. ("Operator") and Northsea Fuels Ltd ("Client").'];

describe('rows "Label: sum" under a colon lead-in', () => {
  it('are items of the lead-in when their entry is a sum, a rate or a share in figures', () => {
    expect(after(STORAGE,
      '6.1 Client will pay the following charges, exclusive of VAT:',
      'Berth fee: EUR 310 per call.',
      'Pumping fee: EUR 0.40 per tonne pumped.',
      'Cleaning surcharge: 15% of the berth fee.'))
      .toEqual([['Obligation/Client'], ['Obligation/Client'], ['Obligation/Client'], ['Obligation/Client']]);
  });
  it('stay on their own after a sentence between, under a title, or when the entry is words', () => {
    expect(after(STORAGE,
      '6.1 Client will pay the following charges:',
      'Berth fee: EUR 310 per call.',
      'Operator may review the charges once a year.',
      'Pumping fee: EUR 0.40 per tonne pumped.'))
      .toEqual([['Obligation/Client'], ['Obligation/Client'], ['Right/Operator'], []]);
    expect(after(STORAGE, 'Client will appoint the following people:', 'Site contact: the terminal manager on duty.'))
      .toEqual([['Obligation/Client'], []]);
  });
});

const LETTER = ['This letter will constitute the agreement between Harbour Sound Records, LLC (the "Label", "we" or "us") and Jane Doe (the "Artist" or "you").'];

describe('a grant with a count in the article\'s place (object-natures.ts, GRANTED)', () => {
  it('is the grantee\'s Right, as "an option" is', () => {
    expect(after(LETTER,
      'You grant us three separate options, each to extend the term by one year.',
      'The Artist grants the Label 2 options to renew.',
      'You grant us an option to extend the term.'))
      .toEqual([['Right/Label'], ['Right/Label'], ['Right/Label']]);
  });
  it('still reads a count of things that are no right or option as no grant', () => {
    expect(after(LETTER, 'The Artist grants the Label four albums.')).toEqual([[]]);
  });
});

describe('"…, and you consent to the jurisdiction of …" (nature-modals.ts, PRESENT_PROMISE)', () => {
  it('is the promise of the pronoun\'s party, as "and the parties submit" is', () => {
    expect(after(LETTER,
      'This agreement is governed by the laws of the State of Ohio, and you consent to the jurisdiction of the courts in Franklin County, Ohio.',
      'This agreement is governed by the laws of Ohio, and we submit to the exclusive jurisdiction of its courts.'))
      .toEqual([['Obligation/Artist'], ['Obligation/Label']]);
  });
  it('still reads "shall … and submit" and a modal before the pronoun as the modal\'s', () => {
    expect(after(LETTER, 'The Artist shall defend and indemnify the Label.')).toEqual([['Obligation/Artist']]);
    expect(after(LETTER, 'This agreement is governed by the laws of Ohio.')).toEqual([[]]);
  });
});

describe('"free to" inside a warranty (nature-modals.ts, the Right\'s "is free to")', () => {
  it('is the fact warranted, no right', () => {
    expect(after(LETTER,
      'You represent and warrant that you are free to enter into this agreement and are not bound by any other contract.',
      'The Artist warrants that she is free to record for the Label.'))
      .toEqual([['Obligation/Artist'], ['Obligation/Artist']]);
  });
  it('still reads a party\'s own liberty as its Right', () => {
    expect(after(LETTER, 'The Artist is free to perform live concerts for any promoter.')).toEqual([['Right/Artist']]);
  });
});
