/**
 * Communication for a paper or information one party sends, gives or delivers to the other (C8;
 * category-cues-papers-sent.ts, a strong cue; issue 18, h47cat2). Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { INFORMATION_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-information.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue reads the sentence (the learned model may still name Communication on its own). */
const cued = cuedBy(PAPERS_SENT_STRONG_CUES);

describe('categories: a paper or information sent to the other party (Communication, C8)', () => {
  it('a note, a list or a statement sent or given to a named party', () => {
    expect(categoriesOf(
      'The Mill will send the Farmer a weighbridge note for each trailer load.',
      'The Club shall provide the Council with a list of its coaches before each season.',
      'Each quarter the Distributor shall send the Publisher a statement of copies sold.',
    )).toEqual([['Communication'], ['Communication'], ['Communication']]);
  });

  it('the paper named first, its receiver after "to"; the receiver a pronoun', () => {
    const sentences = [
      'The Grower will send a copy of each spray record to the Packer.',
      'The Lodge shall deliver a signed occupancy statement to the Trust\'s finance officer every month.',
      'You must give us accurate details of every guest before arrival.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true]);
    expect(categoriesOf(...sentences).map((c) => c.includes('Communication'))).toEqual([true, true, true]);
  });
});

describe('categories: near misses the cue leaves to other readings', () => {
  it('insurance proof, a paper on request, access to documents, share certificates, a capitalised product', () => {
    expect([
      'The Contractor shall give the Owner a certificate of insurance before starting work.',
      'The Agent shall provide a copy of its licence to the Principal on request.',
      'The Client shall give the Consultant access to all documents it needs.',
      'At completion the Seller shall deliver to the Buyer the share certificates for the Shares.',
      'The Supplier shall deliver the Implementation Plan to the Customer within ten days.',
      'The Laboratory shall give the results to the Sponsor within a week.',
    ].map(cued)).toEqual([false, false, false, false, false, false]);
  });

  it('those sentences keep their base labels', () => {
    expect(categoriesOf(
      'The Agent shall provide a copy of its licence to the Principal on request.',
      'The Client shall give the Consultant access to all documents it needs.',
      'At completion the Seller shall deliver to the Buyer the share certificates for the Shares.',
      'The Supplier shall deliver the Implementation Plan to the Customer within ten days.',
    )).toEqual([[], [], [], ['Delivery']]);
  });

  it('a paper given only on request, the request before the verb, is not cued (the lead)', () => {
    expect([
      'The Supplier shall on request provide the Customer with written evidence of the waiver.',
      'The Agent shall, on request, give the Principal a copy of its licence.',
      'The Agent shall on written request send a statement of the account to the Principal.',
      'The Agent shall provide the Principal with a statement of the account each month.',
    ].map(cued)).toEqual([false, false, false, true]);
  });
});

describe('categories: one receiver for every cue that reads a sending (receiving-party.ts, h50cue)', () => {
  /** Whether the information cues read the sentence. */
  const informed = cuedBy(INFORMATION_CUES);

  it('a group of members, a two-word name and a named officer receive a paper in every sending cue', () => {
    const sentences = [
      'The treasurer will send each member a statement of the year\'s flying hours.',
      'The Operator shall send the Port Authority a statement of the catch landed.',
      'The Harbour Master shall send the Owner\'s agent a copy of each berth log.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true]);
    expect(sentences.map(informed)).toEqual([true, true, true]);
    expect(categoriesOf(...sentences)).toEqual([['Communication'], ['Communication'], ['Communication']]);
  });

  it('a party\'s place is no receiver: papers carried to a warehouse are not sent to a party', () => {
    const sentence = 'The Carrier shall send the Owner\'s warehouse a copy of each manifest.';
    expect([cued(sentence), informed(sentence)]).toEqual([false, false]);
    expect(categoriesOf(sentence)).toEqual([[]]);
  });
});
