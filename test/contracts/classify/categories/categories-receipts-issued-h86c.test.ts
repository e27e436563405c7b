/**
 * Communication said by a paper telling what was received or withheld (category-cues-receipts-issued.ts, issue 18,
 * h86c). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_ISSUED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-receipts-issued.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const told = cuedBy(RECEIPT_ISSUED_STRONG_CUES, 'Communication');

describe('categories: receipts stating what was delivered, withholding receipts sent (Communication, h86c)', () => {
  it('a receipt or slip stating the goods, a withholding paper sent', () => {
    expectEach(told, [
      'The Dairy issues a receipt stating the litres collected and their fat content.',
      'The Sawmill gives a weighing slip for each load.',
      'The Depot hands over a delivery note showing the number of bags.',
      'The Client shall send the withholding tax certificate to the Consultant within ten days.',
      'The Buyer shall give the Seller the withholding receipt for each payment.',
    ], true);
  });

  it('a receipt for a payment, to guests or describing a thing, and a withholding receipt issued are not this cue', () => {
    expectEach(told, [
      'The Treasurer issues a receipt signed by the Chair for each payment.',
      'The Warden shall issue a receipt to every guest.',
      'On receipt, the Workshop issues a repair ticket describing the watch.',
      'The Payer shall issue the Payee a withholding receipt.',
    ], false);
  });

  it('gives the clause its Communication', () => {
    expect(clauseCategories('For each delivery the Supplier issues a receipt stating the gross weight and the net weight.')).toContain('Communication');
    expect(clauseCategories('The Customer shall withhold from each payment the income tax that the law requires and deliver the withholding receipt to the Supplier within five days.')).toContain('Communication');
  });
});

itReadsCueFilesLinearly([['categories/cues/category-cues-receipts-issued.ts', 'issue a a a receipt ']]);
