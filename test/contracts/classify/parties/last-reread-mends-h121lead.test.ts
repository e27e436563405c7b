/**
 * Session 81's last re-read (h121revA, h121revB), mended by the lead, each probe a near miss of the reading it narrows:
 * - receipt-writer.ts SUM_PAID_FOR: the sum received is money as category-cues-amounts.ts' AMOUNT reads it, not any two
 *   or three capitals before a figure ("order PO 4471") nor a figure before three capitals ("40 KGS of rice": goods
 *   received, the writer the Buyer) (h121revB #1);
 * - slot-names.ts HOUSEHOLD_OF: "is the family of" opens a slot only after an ordinal subject opening the line ("The
 *   first is …"), not in "whose guarantor is the family of …" (h121revB #2);
 * - natures.ts SIGNED_ASSENT: after the colon only a form's answer (a tick box, "yes", a blank), not a promise
 *   (h121revB #3);
 * - category-cues-activity-rules.ts COMPANY_PRESENT: a plural's possessive and an authorisation are a permission rule
 *   too (h121revA #4, #8).
 */
import { describe, expect, it } from 'vitest';
import { parties, primary } from '../facts-readers.js';
import { typesOf } from '../helpers.js';
import { SUM_PAID_FOR } from '../../../../src/contracts/classify/parties/receipt-writer.js';
import { SIGNED_ASSENT } from '../../../../src/contracts/classify/natures/natures.js';
import { UNACCOMPANIED_GOING } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a receipt\'s sides need money received (h121revB #1)', () => {
  it('an order number or a weight in capitals is no sum: the body alone, no sides', () => {
    expect(parties('I, Maria Lopez, of Porto, have received today from Nile Stores Ltd the goods listed under order PO 4471 for the school kitchen.'))
      .toEqual(['NILE STORES | Unknown | Unknown']);
    expect(parties('I, Maria Lopez, of Porto, have received today from Nile Stores Ltd 40 KGS of rice for the school kitchen.'))
      .toEqual(['NILE STORES | Unknown | Unknown']);
    expect(SUM_PAID_FOR.test('from Nile Stores Ltd the goods under order PO 4471 for the kitchen')).toBe(false);
  });
  it('a sum in a currency still gives the writer the Supplier and the payer the Buyer', () => {
    expect(primary('I, Mohamed Hassan, owner of the felucca Nour, received today from Philae Horizon Tours S.A.E. the sum of E£ 4,000 as a deposit for a two-day sail.'))
      .toEqual(['MOHAMED HASSAN Supplier', 'PHILAE HORIZON TOURS Buyer']);
    expect(SUM_PAID_FOR.test('from Philae Horizon Tours KES 200,000 for the boat')).toBe(true);
  });
});

describe('"is the family of" opens a slot only after "The first is" (h121revB #2)', () => {
  it('a guarantor that is a family leaves the person who signs the party', () => {
    expect(primary('This Agreement is made on 1 May 2047 between Acme Care Ltd (the "Provider") and Tom Hale, whose guarantor is the family of Edith Hale (the "Customer").'))
      .toEqual(['ACME CARE Supplier', 'TOM HALE Buyer']);
  });
});

describe('a signing declaration takes only a form\'s answer after its colon (h121revB #3)', () => {
  const OPENING = 'I, the undersigned (the "Grower"), borrow seeds from the Marsh Seed Library (the "Library") on the terms below.';
  it('a promise after the colon is the writer\'s duty; a tick box, "yes" or a blank is none', () => {
    expect(typesOf(OPENING, 'I agree to these terms: I return the seed by October.', 'I have read these terms and agree to them: [x] yes', 'I agree to these terms: ________').slice(1))
      .toEqual([['Obligation/Grower'], [], []]);
  });
  it('reads linearly on a long answer', () => {
    readsLinearly((n) => { const text = `I agree to these terms: ${'[x] '.repeat(n / 4)}`; return () => SIGNED_ASSENT.test(text); });
  });
});

describe('going without a watcher\'s leave is no danger kept away (h121revA #4, #8)', () => {
  it('a plural possessive or an authorisation is a permission rule', () => {
    expect(UNACCOMPANIED_GOING.test('Pupils must not swim in the lake without the instructors\' consent.')).toBe(false);
    expect(UNACCOMPANIED_GOING.test('Staff must not leave the site without supervisor authorisation.')).toBe(false);
  });
  it('without the watcher himself it still reads', () => {
    expect(UNACCOMPANIED_GOING.test('Pupils must not swim in the lake without the instructors.')).toBe(true);
    expect(UNACCOMPANIED_GOING.test('Children under 8 do not go on the ice without an adult.')).toBe(true);
  });
});
