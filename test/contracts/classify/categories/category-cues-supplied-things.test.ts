/**
 * Asset Use on a thing named by its own noun (issue 18, h80c62; category-cues-supplied-things.ts): a supplied solar kit,
 * a meter, a canteen kept its owner's, taken back, cared for, opened or moved, reached by its owner, lent on or put at
 * the other's disposal (C12, C83). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Asset Use: a supplied thing by its own noun', () => {
  it('reads the thing kept its owner\'s, taken back or repossessed', () => {
    expectReads(one, [
      ['The water meter remains the property of the Company.', ['Asset Use']],
      // (h96cat, C96) Title kept until paid is no payment billed, whatever names the payment (sets 1–73: 0 of 4 such sentences carry Payment Terms & Billing).
      ['The inverter stays the property of the Company until the last instalment is paid.', ['Asset Use']],
      ['The solar panel remains our property until you have made every payment.', ['Asset Use']],
      ['If you miss six payments, we may take back the generator.', ['Asset Use', 'Payment Terms & Billing']],
      ['The Customer may take back its equipment at the end of the term.', ['Asset Use', 'Term & Termination']],
    ]);
  });
  it('reads the thing cared for, opened, moved, reached, lent on or made available', () => {
    expectReads(one, [
      ['• keep the lantern dry and out of the rain;', ['Asset Use']],
      ['You must not open the inverter or tamper with its cables.', ['Asset Use']],
      ['The Customer shall not allow other persons to use the kitchens outside service hours.', ['Asset Use']],
      ['The Council makes available to the Caterer, free of charge, the dining hall and its furniture.', ['Asset Use']],
    ]);
  });
  it('reads no Asset Use in information lent on, papers made available, goods kept until paid, a mortgage\'s house or a taking back as another act\'s moment', () => {
    expectReads(one, [
      ['The Customer shall not allow third parties to use the Confidential Information.', ['Confidentiality']],
      ['The Customer shall make available to the Company the documents it holds.', []],
      ['The Seller may take back the goods if the Buyer does not pay.', ['Payment Terms & Billing']],
      ['The Bank may repossess the house if the loan is not repaid.', ['Payment Terms & Billing']],
      ['If we take back the inverter, we will not refund the instalments you have paid.', ['Payment Terms & Billing']],
      ['You may not assign this agreement or let anyone else use your studio hours without our written consent.', ['Assignments', 'Communication']],
    ]);
  });
});
