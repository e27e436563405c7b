/**
 * Whole-classifier labels for h63cat's two fixes (issue 18): exclusivity bounded by the term or the territory (Scope of
 * Work, a strong cue) and the work's drafts judged or its product counted by the period (Deliverables). Sentences
 * written for this test, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('exclusivity bounded by the term or the territory (h63cat)', () => {
  it('is Scope of Work', () => {
    expect(categoriesOf(
      'The Printer undertakes not to print any third party\'s magazine during the term.',
      'The Agency will not accept instructions from any other hotel in the Territory.',
    )).toEqual([['Scope of Work'], ['Scope of Work']]);
  });
  it('not a bar on data, on another driver, or on other sub-contractors', () => {
    expect(categoriesOf(
      'The Foundation will not sell your data to any third party.',
      'The Tenant must not let anyone else drive the van.',
      'During the Term the Provider shall not appoint any other subcontractor without consent.',
    )).toEqual([['Privacy'], ['Asset Use'], ['Subcontracts']]);
  });
});

describe('the work\'s drafts judged, its product counted by the period (h63cat)', () => {
  it('is Deliverables', () => {
    expect(categoriesOf(
      'The Editor shall approve or comment on each chapter within ten days of its submission.',
      'The Columnist shall write twelve columns each month for the Newspaper.',
    )).toEqual([['Deliverables'], ['Deliverables']]);
  });
  it('not a purchase order approved, nor goods delivered by weight', () => {
    expect(categoriesOf(
      'The Buyer shall approve or reject each purchase order within two days.',
      'The Supplier shall deliver 200 tonnes each month to the Buyer\'s mill.',
    )).toEqual([[], ['Delivery']]);
  });
});
