/**
 * Deliverables said without its word: the cues of category-cues-deliverables.ts, from the tests of the rounds that
 * wrote them (rounds 9, 10; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads
 * the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for
 * these tests, not taken from a labelled set or the real response.
 */
import { describe, it } from 'vitest';
import { DELIVERABLES_CUES, DELIVERABLES_STRONG_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-deliverables.js';
import { cuedBy, expectEach } from '../../cue-tables.js';

const round = (category: string) => cuedBy(DELIVERABLES_CUES, category);

// Round 9 (h27cat9).
describe('Deliverables: the Deliverables inspected or accepted, what a Report contains, work passing a test', () => {
  it('reads them', () => {
    expectEach(round('Deliverables'), [
      'The Client shall review the Deliverables and accept or reject them in writing.',
      'Deliverables that fail the acceptance test shall be redone.',
      'Each Report shall include a summary of the findings.',
      'Units that pass the acceptance test are deemed delivered.',
    ], true);
  });
  it('not a report only named, nor a deliverable in small letters', () => {
    expectEach(round('Deliverables'), [
      'The annual report shows the number of visitors.',
      'The Client shall review the draft within five days.',
    ], false);
  });
});

// Round 10 (h27cat10).
describe('Deliverables: the goods specified by their content', () => {
  const deliverables = cuedBy(DELIVERABLES_STRONG_CUES, 'Deliverables');
  it('reads them', () => {
    expectEach(deliverables, [
      'The wheat shall contain not more than 14% moisture and no live insects.',
      'Each bale is to have a protein content of at least 11% on a dry basis.',
      'The pulp must contain on average between 30% and 35% fibre.',
    ], true);
  });
  it('not a warranty of it, nor a document that contains something', () => {
    expectEach(deliverables, [
      'The Seller warrants that the wheat shall contain not more than 14% moisture.',
      'The invoice shall contain the order number and the delivery date.',
      'The Content of the website is owned by the Publisher.',
      'The Buyer may reject any bale with a moisture content above 16%.',
      '(ii) has a sugar content below 12%;',
    ], false);
  });
});

// h63cat (issue 18): the work's drafts judged, and its product counted by the period.
describe('Deliverables: drafts approved or rejected, the work product counted by the period (h63cat)', () => {
  it('reads them', () => {
    expectEach(round('Deliverables'), [
      'The Editor shall approve or comment on each chapter within ten days of its submission.',
      'The Client shall approve or reject the artwork within five Business Days.',
      'The Columnist shall write twelve columns each month for the Newspaper.',
      'The Band will record and deliver to us two singles in each contract period.',
      'The Illustrator agrees to draw at least forty plates in each volume.',
    ], true);
  });
  it('not an order, a change or a person approved, goods by weight, nor invoices or reports', () => {
    expectEach(round('Deliverables'), [
      'The Buyer shall approve or reject each purchase order within two days.',
      'The Customer shall approve or reject any change request within ten days.',
      'The Client may approve or reject the proposed sub-contractor.',
      'The Supplier shall deliver 200 tonnes each month to the Buyer\'s mill.',
      'The Supplier shall deliver 300 fire blankets to the depot each week.',
      'The Dairy will produce four thousand cheeses each year.',
      'The Agent shall prepare and submit one invoice each month.',
      'The Contractor will produce two progress reports each month.',
    ], false);
  });
});
