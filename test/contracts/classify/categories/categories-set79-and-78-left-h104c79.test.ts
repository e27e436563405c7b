/**
 * Set 79's and 78's category classes left by h103c79 and h103t78 (issue 18, h104c79): a stated amount paid to a party
 * takes its payment beside its amount (C9; C31's tax at a rate aside); sums paid into or debited from an account keep
 * their payment beside a tax; a sentence pointing back to an ending takes Term & Termination (C159); a party stopping its
 * use of marks or designs is Intellectual Property (C160); a renewal named as a moment is no term (C161); things shipped,
 * landed or handed over are Delivery. Sentences and documents written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { paysStatedAmount } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { followsEnding } from '../../../../src/contracts/classify/categories/category-ending-consequences.js';
import { MARKS_USE_STOPPED } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { withPaymentAdditions } from '../../../../src/contracts/classify/categories/category-payment-additions.js';
import { clauseCategories } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly, itReadsPredicatesLinearly } from '../cue-file-linearity.js';
import { documentCategories } from './set-cue-helpers.js';

/** The categories of each element of a document (a title is written "# …", a list item opens on "(a)"). */
const categoriesOfDocument = (...lines: string[]): string[][] => documentCategories(lines, /^\([a-z]\)\s/);

describe('a stated amount paid to a party: its amount and its payment (C9)', () => {
  it('reads the payer paying a party an amount, or a fee of an amount', () => {
    expect(paysStatedAmount('For the rights the Broadcaster pays the Producer a fee of EUR 45 for each minute shown.')).toBe(true);
    expect(paysStatedAmount('For the design described in clause 1, the Council shall pay the Designer a total fee of € 6.200,00, as follows:')).toBe(true);
    expect(paysStatedAmount('The Grower pays the Cooperative USD 12 for each sack it stores.')).toBe(true);
    // (h105tax) C31's rate is a figure (tax-word.ts' TAX_AT_A_RATE): "at the applicable rate" names none, the payment stays.
    expect(paysStatedAmount('The Owner shall pay the Skipper a hire of INR 30,000 a week, together with GST at the applicable rate.')).toBe(true);
  });

  it('not a tax with its rate (C31), nor a remedy\'s sum, nor a payment with no amount', () => {
    expect(paysStatedAmount('The Hotel shall pay the Laundry a fee of MXN 14 per sheet, plus value added tax at 16%.')).toBe(false);
    expect(paysStatedAmount('For each day of delay the Builder pays the Owner EUR 200 as liquidated damages.')).toBe(false);
    expect(paysStatedAmount('The Buyer pays the Seller the price on delivery.')).toBe(false);
  });

  it('adds the payment after the ranking, beside the amount; not where the ranking chose it already', () => {
    const text = 'For the rights the Broadcaster pays the Producer a fee of EUR 45 for each minute shown.';
    expect(withPaymentAdditions(text, ['Pricing & Taxes'])).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(withPaymentAdditions(text, ['Payment Terms & Billing', 'Pricing & Taxes'])).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(withPaymentAdditions('The Hotel shall pay the Laundry a fee of MXN 14 per sheet, plus value added tax at 16%.', ['Pricing & Taxes'])).toEqual(['Pricing & Taxes']);
  });

  it('a licence fee paid, in a document of its own', () => {
    const got = categoriesOfDocument(
      '# LICENCE CONTRACT FOR THE USE OF DRAWINGS',
      'This contract is made between Mira Kastrati (the "Licensor") and Libri Sh.p.k. (the "Publisher").',
      '# Article 3 – Fee',
      '3.1 For the licence the Publisher pays the Licensor a fee of EUR 40 for each drawing printed, and at least EUR 1,600 in total.',
    );
    expect(got[3]).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
});

describe('sums paid into or debited from an account keep their payment beside a tax', () => {
  it('payments made to an account, fees debited from one', () => {
    expect(clauseCategories('Payments are made to the Authors\' joint account at Banka Kombetare, and each Author is responsible for the tax on his or her share.', { title: '3. Fee' })).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(clauseCategories('The Keeper debits its fees each month from the Owner\'s client account, and the Owner bears the tax on them.')).toContain('Payment Terms & Billing');
  });

  it('not a tax given with its rate (C31), a cost "for the account of" a party, nor a tax alone', () => {
    expect(clauseCategories('The Keeper debits its fees each month from the Owner\'s client account, plus VAT at 20%.')).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('Any tax levied in Chile on the transfer of the shares shall be for the account of the Seller.')).toEqual(['Pricing & Taxes']);
    expect(clauseCategories('Each Author is responsible for the tax on his or her share.')).not.toContain('Payment Terms & Billing');
  });
});

describe('a sentence pointing back to an ending takes Term & Termination (C159)', () => {
  it('reads "In that case", "In that event", "If it does so," and "If we do," after an ending', () => {
    const ending = ['Communication', 'Term & Termination'] as const;
    expect(followsEnding('6.3 In that case the Licensor keeps the part of the fee already paid.', ending)).toBe(true);
    expect(followsEnding('In that event the Buyer pays only for the goods delivered before that date.', ending)).toBe(true);
    expect(followsEnding('If it does so, the Club refunds all fees paid for the rest of the season.', ending)).toBe(true);
    expect(followsEnding('If we do, we refund the fee for any week you paid for but have not yet started.', ending)).toBe(true);
    expect(followsEnding('J.2 In that case the Authority shall keep the bid bond.', ending)).toBe(true);
  });

  it('not a condition with its own verb, nor after a sentence that ends nothing, nor after a title', () => {
    expect(followsEnding('If you do not pay on time, we may charge interest at 2% a month.', ['Term & Termination'])).toBe(false);
    expect(followsEnding('In that case the Singer may keep the deposit.', ['Force Majeure'])).toBe(false);
    expect(followsEnding('In that case the Singer may keep the deposit.', undefined)).toBe(false);
  });

  it('in a document: money kept and a thing returned after an ending; not after a storm', () => {
    const got = categoriesOfDocument(
      '# COMMISSION AGREEMENT FOR A MURAL',
      'This agreement is made between the Town of Elbasan (the "Town") and Vesa Dervishi (the "Artist").',
      '# 6. Ending',
      '6.1 If the wall is not ready within one year after signature, the Artist may end this agreement by written notice.',
      '6.2 In that case the Artist keeps the part of the fee already paid.',
      '6.3 If the Town ends this agreement under clause 5, the Artist may end it too.',
      'In that case the sketches remain the property of the Artist, and the Town shall return them to her within 10 days.',
      '# 7. Weather',
      '7.1 Neither party is liable if the painting cannot take place because of a storm.',
      '7.2 In that case the Artist may keep the advance.',
    );
    expect(got[4]).toEqual(['Payment Terms & Billing', 'Term & Termination']);
    expect(got[6]).toContain('Term & Termination');
    expect(got[9]).not.toContain('Term & Termination');
  });
});

describe('a party stopping its use of marks or designs is Intellectual Property (C160)', () => {
  it('reads the marks, trademarks, brand, logo or designs no longer used', () => {
    expect(MARKS_USE_STOPPED.test('On termination the Distributor shall stop using the Supplier\'s trademarks.')).toBe(true);
    expect(MARKS_USE_STOPPED.test('Each party shall cease all use of the other party\'s logo within 30 days.')).toBe(true);
    expect(MARKS_USE_STOPPED.test('The Licensee shall cease to use the licensed designs at once.')).toBe(true);
  });

  it('not software or premises no longer used', () => {
    expect(MARKS_USE_STOPPED.test('On termination the Customer shall cease using the Software and delete all copies.')).toBe(false);
    expect(MARKS_USE_STOPPED.test('The Tenant shall stop using the Premises on the last day of the term.')).toBe(false);
  });

  it('in a franchise: the marks\' use ended with the manual returned is Intellectual Property and the ending, not Asset Use', () => {
    const got = categoriesOfDocument(
      '# FRANCHISE AGREEMENT',
      'This Agreement is made between Kafe Drini Sh.p.k. (the "Franchisor") and Arta Shala (the "Franchisee").',
      '"Marks" means the trade mark "Drini" and the logo registered in Kosovo;',
      '# 9. TERMINATION',
      '9.2 On termination or expiry, the Franchisee shall stop using the Marks at once, return the Manual and take down the Drini signs within 10 days.',
      '9.3 On termination the Franchisee shall cease using the booking software and delete all copies.',
    );
    expect(got[4]).toEqual(['Intellectual Property', 'Term & Termination']);
    expect(got[5]).not.toContain('Intellectual Property');
  });
});

describe('a renewal named as a moment is no term (C161)', () => {
  it('"when you renew", "on each renewal", "at each renewal": no Term & Termination', () => {
    expect(clauseCategories('You pay the fee when you join and each year when you renew, in cash at the clubhouse.')).not.toContain('Term & Termination');
    expect(clauseCategories('We may raise the Plan Fees on each renewal by no more than 4%.')).not.toContain('Term & Termination');
    expect(clauseCategories('The Caterer must show us its food hygiene certificate at each renewal.')).not.toContain('Term & Termination');
  });

  it('the contract\'s own renewal beside it still counts', () => {
    expect(clauseCategories('This Agreement renews for successive one-year terms unless either party gives notice of non-renewal.')).toContain('Term & Termination');
    expect(clauseCategories('Your membership renews each year, and you pay the fee when you renew.')).toContain('Term & Termination');
  });
});

describe('things shipped, landed or handed over are Delivery', () => {
  it('shipped as a pronoun after their supply, shipping the goods, materials shipped, goods landed', () => {
    expect(clauseCategories('The Builder supplies all labour, and the Owner supplies the roofing sheets and timber and ships them to Vavau.')).toContain('Delivery');
    expect(clauseCategories('The Seller is responsible for shipping the goods in sealed bags from the port of Mombasa by 30 June.')).toContain('Delivery');
    expect(clauseCategories('The Laboratory will ship the Materials on dry ice by a courier it chooses.')).toContain('Delivery');
    expect(clauseCategories('The Contractor shall land the materials on Funafuti by the inter-island ferry and store them at the site.')).toContain('Delivery');
  });

  it('copies or files handed over to the other party', () => {
    expect(clauseCategories('The Studio hands over high-resolution files of the chosen images on a USB stick within 15 days after the Client sends its list.')).toContain('Delivery');
    expect(clauseCategories('The Printer shall hand over the printed copies to the Publisher\'s vans at the works gate by 5 am every day.')).toContain('Delivery');
  });

  it('not a right to ship one\'s own things elsewhere, nor things handed over on termination, nor land', () => {
    expect(clauseCategories('The Institute may ship the Samples to its laboratory in Suva.')).not.toContain('Delivery');
    expect(clauseCategories('On termination the Agent shall hand over to the Owner all files, keys and codes within 14 days.')).not.toContain('Delivery');
    expect(clauseCategories('The Municipality shall hand over the land for the Plant within 15 days of the Effective Date.')).not.toContain('Delivery');
  });
});

describe('a booking made or cancelled by a means of messages, a notice board, a picture of an identifiable person', () => {
  it('a thing booked, or a booking cancelled, by phone, e-mail or WhatsApp is Communication (C123\'s order)', () => {
    expect(clauseCategories('You can reserve a kayak at the boathouse, or book a kayak by WhatsApp message.')).toContain('Communication');
    expect(clauseCategories('You may cancel your lesson by e-mail up to a day before.')).toContain('Communication');
  });

  it('not a booking with nothing booked named, nor a booking\'s confirmation', () => {
    expect(clauseCategories('You can book online, by phone or at our kiosk on the pier.')).not.toContain('Communication');
  });

  it('a thing that is on a notice board tells nothing; a change published on one does', () => {
    expect(clauseCategories('We are run by volunteers, and the rota is on the notice board in our hall.')).not.toContain('Communication');
    expect(clauseCategories('The Club will publish any change to the fees on its notice board at least 30 days before it applies.')).toContain('Communication');
  });

  it('a photograph of an identifiable person is Privacy; of a place, or licensed as a work, it is not', () => {
    expect(clauseCategories('The Magazine does not print any photograph of an identifiable living person without that person\'s consent.')).toContain('Privacy');
    expect(clauseCategories('The Magazine may print photographs of the harbour and the old town.')).not.toContain('Privacy');
  });
});

describe('a row whose label is the moment the sum falls due (C145)', () => {
  it('"On delivery: <amount>", "Monthly, from <date> to <date>: <amount>" are instalments: both categories', () => {
    expect(clauseCategories('On signature: EUR 2,500.00')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(clauseCategories('Monthly, from 1 June 2040 to 1 May 2041: USD 320.00')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('not a price row naming what is priced, nor a weekday span with no year', () => {
    expect(clauseCategories('Monthly Fee: USD 320.00')).not.toContain('Payment Terms & Billing');
    expect(clauseCategories('Rate from Monday to Friday: EUR 30.00')).not.toContain('Payment Terms & Billing');
  });
});

describe('the patterns of this branch on hostile input (h104c79)', () => {
  itReadsPredicatesLinearly([
    ['categories/cues/category-cues-amounts.ts', 'paysStatedAmount', 'pays the Aa a fee of EUR 1 plus tax at '],
  ]);
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delivery.ts', 'ships them shipping the aa bb land the aa materials hand over the aa bb '],
    ['categories/cues/category-cues-delivery.ts', 'hands over to the Aa the aa bb cc '],
    ['categories/cues/category-cues-intellectual-property.ts', 'stop using the aa bb cease use of any '],
    ['categories/cues/category-cues-time-named-things.ts', 'when the aa renews when you renew on each renewal '],
    ['categories/cues/category-cues-amounts.ts', 'On delivery aa from 1 May 2040 to 1 June 2041 '],
    ['categories/cues/category-cues-orders-placed.ts', 'book a aa bb cc by the aa cancel your aa by '],
    ['categories/cues/category-cues-health-records.ts', 'photograph of an identifiable living aa photographs of recognisable '],
    ['categories/category-not-said.ts', 'are on the notice board is at our noticeboards '],
  ]);
  itClassifiesRepeatedLinearly('Payments are made to the aa bb cc dd account debits the aa from the ');
  itClassifiesRepeatedLinearly('In that case If it does so , If we do , ');
});
