/**
 * C287 (issue 18, h118cat): the contract's ending named by a strong cue of Term & Termination ranks before the money the
 * sentence names with it (the unpaid sum it is used for, the money refunded or owed on it), so the two-subject cap drops
 * the ground's Payment Terms & Billing or a notice's Communication, never the ending. Sentences written for these tests,
 * none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ranksFirst } from '../../../../src/contracts/classify/categories/category-ranked-first.js';
import { type CategoryLabel } from '../../../../src/contracts/wire.js';
import { categoriesOf } from './set-cue-helpers.js';

const HIRE = 'This agreement is between Lakeside Boats Ltd ("the Owner") and Jana Novak ("the Hirer").';
const cued = (...labels: CategoryLabel[]): ReadonlySet<CategoryLabel> => new Set(labels);

describe('C287: the ending ranks before the money named with it (h118cat)', () => {
  it('ranks a strong Term & Termination cue first beside a Payment Terms & Billing cue', () => {
    expect(ranksFirst('Term & Termination', 'strong', cued('Payment Terms & Billing', 'Term & Termination'))).toBe(true);
  });
  it.each([
    ['a plain cue of the ending', 'Term & Termination', true, cued('Payment Terms & Billing', 'Term & Termination')],
    ['no payment cued beside it (a change of terms and its way out)', 'Term & Termination', 'strong', cued('Amendments', 'Communication', 'Term & Termination')],
    ['another category with a strong cue', 'Communication', 'strong', cued('Payment Terms & Billing', 'Communication')],
    ['the payment itself', 'Payment Terms & Billing', 'strong', cued('Payment Terms & Billing', 'Term & Termination')],
  ] as const)('near miss, no first rank: %s', (_why, category, cue, names) => {
    expect(ranksFirst(category, cue, names)).toBe(false);
  });
  it.each([
    // Before C287: Communication and Payment Terms & Billing, the ending third and dropped.
    ['If the Hirer makes no payment for 45 days, the Owner may end this agreement after telling the Hirer by e-mail.', ['Communication', 'Term & Termination']],
    ['If the Hirer does not pay for 60 days, the Owner may cancel the hire by written notice and keeps the deposit.', ['Communication', 'Payment Terms & Billing', 'Term & Termination']],
    // Unchanged: the ending and its money were the two first already.
    ['The Owner may end this agreement at once if the Hirer fails to pay any sum when due, and the Hirer then pays the hire up to that day.', ['Payment Terms & Billing', 'Term & Termination']],
  ])('keeps the ending: %s', (text, want) => {
    expect(categoriesOf(HIRE, text)).toEqual(want);
  });
  it.each([
    // No ending: the late payment's own subject.
    ['If the Hirer does not pay within 30 days, interest runs at 8% a year.', ['Payment Terms & Billing']],
  ])('near miss, no ending read: %s', (text, want) => {
    expect(categoriesOf(HIRE, text)).toEqual(want);
  });
});
