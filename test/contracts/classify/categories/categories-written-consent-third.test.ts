/**
 * A written consent the act needs is Communication beside the act's categories (C2): when the act names two subjects,
 * the consent's Communication is a third; a consent not said to be written, a written consent beside one subject, and
 * two subjects with no written consent keep at most two (issue 18, h48cat3). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Harbour Hall Ltd (the "Venue") and Saltmarsh Kitchens LLP (the "Caterer").';
const cats = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('a written consent beside an act of two subjects (h48cat3)', () => {
  it('an assignment and a subcontract that need written consent: three categories', () => {
    expect(cats("The Caterer shall not assign this Agreement or subcontract any of the catering without the Venue's prior written consent.")).toEqual(['Assignments', 'Communication', 'Subcontracts']);
  });

  it('an assignment with written consent, save to a buyer of the business: three categories', () => {
    expect(cats("The Caterer may not transfer this Agreement without the Venue's written consent, except to a purchaser of all or substantially all of its business.")).toEqual(['Assignments', 'Business Continuity', 'Communication']);
  });

  it('a consent not said to be written is no Communication (C2): two categories', () => {
    expect(cats("The Caterer shall not assign this Agreement or subcontract any of the catering without the Venue's consent.")).toEqual(['Assignments', 'Subcontracts']);
  });

  it('a written consent beside one subject: two categories', () => {
    expect(cats("The Caterer shall not assign this Agreement without the Venue's prior written consent.")).toEqual(['Assignments', 'Communication']);
    expect(cats("The Caterer shall not subcontract any of the catering without the Venue's prior written consent.")).toEqual(['Communication', 'Subcontracts']);
  });

  it('two subjects and no written consent: still two at most', () => {
    // "its own kitchen": the venue's kitchen kept clean would be a third subject, Asset Use (h78cat's barred-uses cue).
    expect(cats('The Caterer shall not assign this Agreement or subcontract any of the catering, and shall keep its own kitchen clean.')).toEqual(['Assignments', 'Subcontracts']);
  });
});

describe('a written consent the sentence waives adds no third category (review hrev33)', () => {
  it('"no consent in writing is needed": two categories at most (the base reads a Communication cue in it still)', () => {
    expect(cats('The Caterer shall keep the menu prices confidential and pay its own costs, and no consent in writing is needed for either.').length).toBeLessThanOrEqual(2);
  });

  it('"written consent is not required": no third', () => {
    expect(cats("The Caterer may assign this Agreement and subcontract the catering, and the Venue's written consent is not required.").length).toBeLessThanOrEqual(2);
  });

  it('near miss kept: a written consent that is needed is still the third', () => {
    expect(cats("The Caterer shall not assign this Agreement or subcontract any of the catering without the Venue's prior written consent, and no other consent is needed.")).toEqual(['Assignments', 'Communication', 'Subcontracts']);
  });
});
