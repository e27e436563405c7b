/**
 * C14 (issue 18, h21bare; docs/contracts.md): a sentence whose one undertaking is to co-operate carries no category,
 * whatever the co-operation serves; a sentence with a second undertaking of its own keeps that undertaking's categories.
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBareCooperation } from '../../../../src/contracts/classify/categories/category-cooperation.js';
import { categoriesOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const BARE = [
  "The Contractor shall cooperate fully with any inspection by the Authority's auditors.",
  'On termination the Consultant will co-operate with any replacement consultant to hand over the work in progress.',
  'The Licensee agrees to cooperate with the Licensor in any recall of the product.',
  "The Agent shall, at the Principal's request and in good time, co-operate with the Principal's insurers.",
  'The parties will cooperate in good faith to agree the migration plan.',
];

describe('categories: an undertaking to co-operate (C14)', () => {
  it('audits, a hand-over at termination, a recall, insurers, a migration: no category', () => {
    expect(BARE.map(isBareCooperation)).toEqual([true, true, true, true, true]);
    expect(categoriesOf(...BARE)).toEqual([[], [], [], [], []]);
  });

  it('a second undertaking keeps its own categories', () => {
    const mixed = [
      'The Processor shall notify the Controller within 48 hours of any personal data breach and cooperate in its investigation.',
      'The Hauler must comply with the site rules and co-operate with the Owner\'s safety officer.',
      'The Supplier shall co-operate with the Customer and pay the transition charges set out in Schedule 4.',
      'The Distributor shall cooperate with the Supplier in any recall and shall bear the cost of a recall it causes.',
    ];
    expect(mixed.map(isBareCooperation)).toEqual([false, false, false, false]);
    // The charges "set out in Schedule 4" are the price named by reference (C9; h29c37): Pricing & Taxes beside their payment.
    expect(categoriesOf(...mixed)).toEqual([['Communication', 'Privacy'], ['Safety and Security'], ['Payment Terms & Billing', 'Pricing & Taxes'], []]);
  });

  it('co-operation that is no undertaking (a definition, a noun) is not the rule\'s', () => {
    expectEach(isBareCooperation, ['"Partner" means any business with which the Customer requires the Contractor to co-operate.',
      'Transition work that needs co-operation beyond the Services is charged at the Agreed Rates.',
      'The Cooperative shall pay each member within 30 days.',
    ], false);
  });

  it('any party, modal and object: bare exactly when nothing else is undertaken', () => {
    const party = fc.constantFrom('The Supplier', 'Each party', 'The Tenant', 'The Operator');
    const modal = fc.constantFrom('shall', 'will', 'must', 'agrees to', 'undertakes to');
    const object = fc.constantFrom('with the auditors', 'in the hand-over of the records', 'with any incoming provider', 'with the regulator');
    const second = fc.constantFrom('', ' and notify the Customer of the outcome', ' and shall keep records of it', ' and bear its own costs');
    fc.assert(fc.property(party, modal, fc.boolean(), object, second, (p, m, co, o, s) =>
      isBareCooperation(`${p} ${m} ${co ? 'co-operate' : 'cooperate'} ${o}${s}.`) === (s === '')));
  });
});
