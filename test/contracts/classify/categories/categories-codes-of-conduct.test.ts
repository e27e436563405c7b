/**
 * Responsibilities for a code of conduct, of practice or of ethics a party works by (category-cues-codes-of-conduct.ts,
 * issue 18, h51cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-codes-of-conduct.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-codes-of-conduct.ts reads the sentence. */
const cued = cuedBy(CODE_OF_CONDUCT_STRONG_CUES);

describe('categories: a code a party works by (Responsibilities)', () => {
  it('complied with, followed, worked in accordance with, signed', () => {
    const got = categoriesOf(
      'The Caterer shall comply with the Venue\'s supplier code of conduct at every event.',
      'Each guide must follow the mountain guides\' association\'s code of practice and its rules on client ratios.',
      'The Optometrist must practise in accordance with the Code of Ethics of the Optical Board.',
      'The Trader undertakes to buy timber only from sawmills that have signed its code of practice on replanting.',
    );
    expect(got.map((c) => c.includes('Responsibilities'))).toEqual([true, true, true, true]);
  });
});

describe('categories: a code named without a duty to work by it (no Responsibilities from this cue)', () => {
  it('a code received, adopted, written or drafted; a code that is not one of conduct', () => {
    const sentences = [
      'The Franchisee has received a copy of the Franchising Code of Conduct before signing.',
      'The Club shall adopt a code of conduct for its volunteers before the season starts.',
      'The Consultant will draft a code of practice for the Council\'s tree surgeons.',
      'The Software must comply with the source code of the reference implementation.',
      'The codes of conduct of other leagues do not apply.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false]);
  });
});

// h63cat (issue 18): no bribe, gift or inducement offered or taken, said without a code.
describe('Responsibilities: no bribe, gift or inducement offered or taken (h63cat)', () => {
  it('is Responsibilities, even beside a commission', () => {
    expect(categoriesOf(
      'The Buyer\'s staff shall not accept gifts or hospitality from suppliers.',
      'The Contractor must not offer any bribe or other inducement to a public official.',
      'The Agent shall not accept any payment, commission or gift from a manufacturer.',
    )).toEqual([['Responsibilities'], ['Responsibilities'], ['Responsibilities']]);
  });
  it('not a commission alone, nor a gift voucher given', () => {
    expect(categoriesOf(
      'The Principal shall not pay any commission on orders cancelled by the customer.',
      'The Sponsor shall not give any gift vouchers to spectators without the Club\'s consent.',
    )).toEqual([['Payment Terms & Billing', 'Term & Termination'], []]);
  });
});
