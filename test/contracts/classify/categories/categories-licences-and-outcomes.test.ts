/**
 * C68 and C67 (docs/contract-labels.md; issue 18, h52conv). A licence or right to use
 * software, data, marks or materials is Intellectual Property; the other party's software used is Asset Use beside it,
 * marks, logos, names and likeness are not; a land or room licence stays Asset Use. An outcome a party does not
 * guarantee (output, yield, income) is Warranties; the amount of work it does not guarantee to give stays Scope of Work.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_NOT_GUARANTEED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-outcomes-not-guaranteed.js';
import { cuedBy } from '../cue-tables.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('C68: a licence to use marks is Intellectual Property alone, software with Asset Use (h52conv)', () => {
  it.each([
    ['The Supplier grants the Customer a non-exclusive licence to use the Supplier\'s logos on the packaging.', ['Intellectual Property']],
    ['Each party grants the other a royalty-free licence to use its name and marks during the Term.', ['Intellectual Property']],
    ['The Customer grants the Supplier the right to use its name and likeness to promote the tour.', ['Intellectual Property']],
    ['The Supplier grants the Customer a non-exclusive licence to use the Software for its internal purposes.', ['Asset Use', 'Intellectual Property']],
  ])('%s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
  it('near miss: a licence to use a hall is Asset Use, no Intellectual Property', () => {
    expect(categoriesOf('The Supplier grants the Customer a licence to use the Hall on Saturdays.')).toEqual(['Asset Use']);
  });
});

describe('C67: an outcome not guaranteed is Warranties, the work not guaranteed Scope of Work (h52conv)', () => {
  it.each([
    'The Supplier does not guarantee any level of output from the panels.',
    'The Customer makes no guarantee of any minimum yield.',
    'The Supplier does not promise any level of income.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Warranties']);
  });
  it('near miss: the amount of work not guaranteed keeps its Scope of Work', () => {
    expect(categoriesOf('The Customer does not guarantee any minimum quantity of work orders.')).toContain('Scope of Work');
  });
});

describe('C67: a party\'s performance and goods sent back are no outcome (hrev38)', () => {
  const cued = cuedBy(OUTCOME_NOT_GUARANTEED_STRONG_CUES);
  it.each([
    'The Guarantor shall not guarantee any performance by the Subcontractor.',
    'The Broker will not guarantee the performance of any counterparty.',
    'The Customer does not guarantee any returns of unsold stock to the Supplier.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
    expect(categoriesOf(text)).not.toContain('Warranties');
  });
  it('a party\'s obligations performed are no outcome of the cue (the learned model may still read a guarantee refused)', () => {
    expect(cued('The Agent does not guarantee the performance of its obligations by the Principal.')).toBe(false);
  });
  it.each([
    'The Agent does not guarantee any results from the campaign.',
    'The Company does not guarantee any returns on the Shares.',
    'The Supplier does not guarantee any particular performance of the Service.',
  ])('near miss, an outcome stays Warranties: %s', (text) => {
    expect(cued(text)).toBe(true);
    expect(categoriesOf(text)).toContain('Warranties');
  });
});

describe('C68: a place or goods named by an intangible word are used as things (hrev38)', () => {
  it.each([
    ['The Buyer has the right to use the materials delivered to the Site before payment.', ['Payment Terms & Billing']],
    ['The Customer has the right to use the data centre during business hours.', []],
    ['The Tenant has a licence to use the name plate at the entrance.', ['Asset Use', 'Intellectual Property']],
  ])('%s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
  it.each([
    ['The Supplier grants the Customer a licence to use the training materials for internal purposes.', ['Asset Use', 'Intellectual Property']],
    ['The Customer grants the Supplier a licence to use the Customer Data solely to provide the Services.', ['Asset Use', 'Intellectual Property']],
    ['The Owner grants the Hirer the right to use the name of the venue in its publicity.', ['Intellectual Property']],
  ])('near miss, the intangible stays Intellectual Property: %s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
});
