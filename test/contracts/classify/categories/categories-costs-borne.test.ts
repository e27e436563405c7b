/**
 * Pricing & Taxes for a cost a party bears, narrowed (category-cues-amounts.ts, issue 18, h56cat): the cost of a
 * recall, of an analysis, of the other's inspectors or of losses is a remedy's or a loss's, no price; the running costs a
 * party takes on stay priced. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether a Pricing & Taxes cue of category-cues-amounts.ts reads the sentence. */
const priced = cuedBy(AMOUNT_CUES, 'Pricing & Taxes');

describe('categories: the cost of a remedy or a loss borne (no Pricing & Taxes from the cost)', () => {
  it('a recall, an analysis, inspectors, losses over an allowance', () => {
    const sentences = [
      'The Bottler shall bear the cost of the recall to the extent it results from contamination at its plant.',
      'If the test shows that the shipment is off grade, the Miller bears the cost of the analysis and takes the shipment back.',
      'The Importer is to bear the costs of its inspectors at the port of loading.',
      'The Warehouse will bear the cost of any grain losses exceeding 0.5% of the tonnage stored in a season.',
    ];
    expect(sentences.map(priced)).toEqual([false, false, false, false]);
    expect(categoriesOf(...sentences).map((c) => c.includes('Pricing & Taxes'))).toEqual([false, false, false, false]);
  });
});

describe('categories: a running cost a party takes on (still Pricing & Taxes)', () => {
  it('the costs of advertising, of electricity, of the exhibition', () => {
    const sentences = [
      'The Distributor shall bear the costs of advertising the Products in the Territory.',
      'The Tenant bears the cost of electricity and water used in the studio.',
      'The Gallery shall bear the full cost of the exhibition, including framing and transport.',
    ];
    expect(sentences.map(priced)).toEqual([true, true, true]);
    expect(categoriesOf(...sentences).map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true, true]);
  });
});
