/**
 * Deliverables of goods judged against their specification or approved sample (category-cues-goods-conformity.ts) and an
 * order form's total row (category-cues-amount-rows.ts) — issue 18, h90d. Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GOODS_CONFORMITY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-conformity.js';
import { TOTAL_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amount-rows.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const SUPPLY = { preamble: 'This supply contract is made between Lakeside Joinery Ltd (the "Supplier") and the Education Office of Rivertown (the "Buyer").' };

describe('goods judged against their specification or sample (h90d)', () => {
  const conformity = cuedBy(GOODS_CONFORMITY_STRONG_CUES, 'Deliverables');

  it('made to the specifications, matching the sample, not conforming to it, checked against it', () => {
    expectEach(conformity, [
      '1. The chairs shall be made to the specifications in Annex 2 and shall match the approved sample.',
      'The Bakery shall produce the loaves according to the specification in the Schedule.',
      'The Weaver shall make each rug strictly in accordance with the approved sample.',
      'Each batch must correspond to the reference sample kept by the Buyer.',
      '2. Chairs that do not conform to the sample shall be replaced by the Supplier within ten (10) days.',
      'c) supplies tables that are not in conformity with the technical specifications;',
      'The inspection panel shall compare the size and finish of the tables with the approved sample.',
    ], true);
  });

  it('not a warranty, a duty to ensure, the law beside it, a failure answered for, a definition, services or works', () => {
    expectEach(conformity, [
      'The Supplier warrants that the chairs are made to the specifications in Annex 2.',
      'The Supplier shall ensure that the chairs match the approved sample.',
      'The Mill shall make the flour in strict accordance with the specifications and all applicable food laws.',
      'The Supplier shall indemnify the Buyer against claims caused by chairs it failed to make to the specifications.',
      '"Chairs" means the chairs made to the specifications in Annex 2.',
      'The Contractor shall carry out the cleaning services in accordance with the specification in Schedule 1.',
      'The Shipyard shall build the ferry in accordance with the specifications.',
      'The Buyer may send the approved sample to a laboratory.',
      'If the Maker changes the chairs under a variation, it shall make the related modifications to the specifications.',
    ], false);
  });

  it('gives the goods made to the sample and those replaced for not conforming their Deliverables', () => {
    expectCategories([
      ['1. The chairs shall be made to the specifications in Annex 2 and shall match the approved sample.', ['Deliverables']],
      ['3. The Buyer shall check the number, size and finish of the chairs against the approved sample on their arrival.', ['Deliverables']],
    ], { ...SUPPLY, title: 'CLAUSE FOUR (Receipt)' });
    expect(clauseCategories('2. Chairs that do not conform to the sample shall be replaced by the Supplier within ten (10) days.', { ...SUPPLY, title: 'CLAUSE FOUR (Receipt)' })).toContain('Deliverables');
  });

  it('a termination ground of goods that do not conform reads its own subject (C6)', () => {
    const ground = clauseCategories('b) twice delivers chairs that do not conform to the approved sample;', { ...SUPPLY, title: 'CLAUSE TEN (Termination)' });
    expect(ground).toContain('Deliverables');
  });

  it('reads any goods\' noun the same way (a property of the pattern)', () => {
    fc.assert(fc.property(fc.constantFrom('chairs', 'desks', 'blankets', 'bricks', 'jars of honey'), fc.constantFrom('sample', 'approved sample', 'specifications', 'technical specifications'), (goods, standard) =>
      conformity(`The ${goods} shall be made to the ${standard}.`) && conformity(`Any ${goods} that do not conform to the ${standard} shall be taken back.`) && !conformity(`The Seller warrants that the ${goods} are made to the ${standard}.`)));
  });
});

describe('an order form\'s total row (h90d)', () => {
  const total = cuedBy(TOTAL_ROW_STRONG_CUES, 'Pricing & Taxes');

  it('"Total:" then a currency and a figure, whatever names the currency', () => {
    expectEach(total, ['Total: VT 60,000 (no VAT: goods for export)', 'Total: USD 6,000', 'Grand total: £1,250.00', 'Total price: Kwacha 400,000', 'Total amount: MT 12.500,00'], true);
  });

  it('not a quantity, nor "Total" inside a sentence', () => {
    expectEach(total, ['Total: 2,000 kg in 40 bags', 'Total: 300 chairs', 'The total is VT 60,000.', 'Totals: see the table below'], false);
  });

  it('gives the row its Pricing & Taxes', () => {
    expect(clauseCategories('Total: VT 60,000 (no VAT: goods for export)', { preamble: 'This purchase order is made between Reef Honey Exporters Ltd (the "Buyer") and the Tanna Beekeepers Cooperative (the "Seller").' })).toEqual(['Pricing & Taxes']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-goods-conformity.ts', 'made to the the do not conform to the check against the approved '],
  ['categories/cues/category-cues-amount-rows.ts', 'Total: Total: VT '],
]);
