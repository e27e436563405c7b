/**
 * C289 (issue 18, h118ref): a refund that points back to an ending by "then" or a bare one-verb condition ("We then
 * refund …", "If you stop, we refund …") is C3's money refunded on termination: Term & Termination beside its Payment
 * Terms & Billing. Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { followsEnding } from '../../../../src/contracts/classify/categories/category-ending-consequences.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { documentCategories } from './set-cue-helpers.js';

const ending = ['Term & Termination', 'Communication'] as const;

describe('C289: a refund pointing back to an ending by "then" or "If you <verb>," (h118ref)', () => {
  it.each([
    'We then refund what you paid for the course, less a booking fee of $40.',
    'We will then refund your instalments, less an administration fee, within 30 days.',
    'The Academy then refunds the fees paid for the remaining terms.',
    'If you withdraw, we refund the part of the fee for lessons not yet given.',
    'If you leave, the Club will refund the unused part of your membership fee.',
    'If you cancel, we refund the fee for any month not yet started.',
    'If we do, we refund the part of the fee already paid.',
    '4.3 We shall then repay the balance of the deposit.',
  ])('after an ending: %s', (text) => {
    expect(followsEnding(text, ending)).toBe(true);
  });

  it.each([
    // No refund: "then" or the condition alone says nothing of money on the ending.
    ['We then send you a written confirmation.', ending],
    ['If you agree, we move your lessons to another day.', ending],
    // A condition of two words is its own subject, not a pointer back.
    ['If you do not pay, we refund nothing and may charge interest.', ending],
    // (h118mendB, h118rr finding 12) A condition whose verb ends nothing: a refund of its own, not the ending's.
    ['If you overpay, we refund the difference within 14 days.', ending],
    ['If it rains, we refund the ticket price.', ending],
    ['If you ask, we repay the deposit by cheque.', ending],
    // "then" not at the opening: the sentence's own act comes first.
    ['We may cancel a lesson because of a storm, and we then refund you in full.', ending],
    // After a sentence that ends nothing (a storm), or after a title.
    ['We then refund what you paid, less a booking fee.', ['Force Majeure']],
    ['If you withdraw, we refund the part of the fee for lessons not yet given.', undefined],
  ] as const)('near miss: %s', (text, previous) => {
    expect(followsEnding(text, previous)).toBe(false);
  });

  it('in a document: the refund after "You can cancel" takes the ending beside its payment; not after a price', () => {
    const got = documentCategories([
      '# MUSIC LESSONS AGREEMENT',
      'This agreement is between Harbour Music School Ltd ("we") and the pupil\'s parent ("you").',
      '# 5. Cancelling',
      '5.1 You can cancel the course at any time by telling us in writing.',
      'We then refund what you have paid for lessons not yet given, less an administration fee.',
      '5.2 If you stop, we refund the fee for any month not yet started.',
      '# 6. Fees',
      '6.1 The fee is $60 a month.',
      'We then refund any overpayment within 14 days.',
    ]);
    expect(got[4]).toEqual(['Payment Terms & Billing', 'Term & Termination']);
    expect(got[5]).toContain('Term & Termination');
    expect(got[8]).not.toContain('Term & Termination');
  });

  it('in a document: an overpayment or a rain refund after an ending sentence keeps no ending (h118mendB)', () => {
    const got = documentCategories([
      '# TRIP AGREEMENT',
      'This agreement is between Harbour Trips Ltd ("we") and the traveller ("you").',
      'Either party may end this agreement on 30 days\' notice.',
      'If you overpay, we refund the difference within 14 days.',
      'Either party may end this agreement on 30 days\' notice.',
      'If it rains, we refund the ticket price.',
    ]);
    expect(got[3]).not.toContain('Term & Termination');
    expect(got[5]).not.toContain('Term & Termination');
  });

  it.each([
    'We then We then ',
    'If you stop, If you stop, ',
    'If you stop , we will ',
    'If you stops, ',
    'the the the ',
  ])('hostile: "%s" repeated, read linearly', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => followsEnding(text, ending);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBe(false);
  });
  itClassifiesRepeatedLinearly('If you stop, we then refund If you stop , ');
});
