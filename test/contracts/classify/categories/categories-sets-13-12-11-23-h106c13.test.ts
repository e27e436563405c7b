/**
 * The categories of the weakest trained sets, 13, 12, 11 and 23 (issue 18, h106c13). Sentences written for these tests,
 * not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { personalDataTerms } from '../../../../src/contracts/classify/definitions/defined-personal-data.js';
import { findDefinition } from '../../../../src/contracts/classify/definitions/definitions.js';
import { categoriesOf } from '../helpers.js';
import { INSTALMENT_ITEM_STRONG_CUES, PAID_AMOUNT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';

const [[INSTALMENT]] = INSTALMENT_ITEM_STRONG_CUES;

describe('Privacy: a row of a definitions list "Term: meaning" whose meaning is personal data', () => {
  const doc = [
    { text: 'PATIENT TRANSPORT DATA AGREEMENT', kind: 'title' as const },
    'This agreement is made between Harrowby Ambulance Service ("the Service") and Kestrel Cabs Ltd ("the Operator").',
    { text: '1. Definitions', kind: 'title' as const },
    'Journey Records: the personal data of patients carried under this agreement, including their addresses.',
    'Fleet Log: the record of each vehicle\'s mileage and servicing.',
    { text: '2. Handling', kind: 'title' as const },
    'The Operator will send the Journey Records to the Service every Friday by the secure portal.',
    'Journey Records must be deleted twelve months after each journey.',
    'The Operator will send the Fleet Log to the Service every Friday by the secure portal.',
  ];
  it('finds the row\'s term when its meaning opens on personal data, under a definitions heading', () => {
    const texts = ['Journey Records: the personal data of patients carried under this agreement.', 'Fleet Log: the record of each vehicle\'s mileage.'];
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, true)))).toEqual(['Journey Records']);
    const notPersonal = ['Usage Figures: the anonymised personal data of riders, by month.', 'Survey Data: all data of the survey, including personal data.'];
    expect(personalDataTerms(notPersonal, notPersonal.map((t) => findDefinition(t, true)))).toEqual([]);
  });
  it('reads the term as personal data where the contract handles it, not a term defined as something else', () => {
    const got = categoriesOf(...doc);
    expect(got[6]).toContain('Privacy');
    expect(got[7]).toContain('Privacy');
    expect(got[8]).not.toContain('Privacy');
  });
  it('reads nothing from the same row outside a definitions heading (a form\'s field)', () => {
    const texts = ['Journey Records: the personal data of patients carried under this agreement.'];
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, false)))).toEqual([]);
  });
});

describe('Pricing & Taxes beside Payment Terms & Billing: a payment schedule\'s item, a stated sum due on an event (C9, C145)', () => {
  const lead = 'The Sponsor shall pay the Museum the grant in the following stages:';
  it('reads the sum and its payment in each item, under a lead-in that names only the payment', () => {
    const [, first, second, third] = categoriesOf(
      lead,
      '(a) $45,000 on signature of this Agreement;',
      '(b) EUR 120,000 upon the opening of the exhibition to the public;',
      '(iii) £8,500 within 14 days after acceptance of the final catalogue.',
    );
    for (const got of [first, second, third]) expect(got).toEqual(expect.arrayContaining(['Payment Terms & Billing', 'Pricing & Taxes']));
  });
  it('reads no instalment in a share of a price, nor in a sum "on" something that is no event', () => {
    const instalment = INSTALMENT;
    expect(instalment.test('(a) 30% on signature of this Agreement;')).toBe(false);
    expect(instalment.test('(b) $5,000 on any one claim;')).toBe(false);
    expect(instalment.test('(c) USD 500 on each invoice issued by the Agent;')).toBe(false);
    expect(instalment.test('(a) The Sponsor shall pay $45,000 on signature.')).toBe(false);
    expect(instalment.test('(a) $45,000 on signature of this Agreement;')).toBe(true);
  });
  it('reads linearly on a long hostile item', () => {
    const hostile = `(a) $1${'0'.repeat(20)} within ${'x '.repeat(5000)}`;
    const started = performance.now();
    INSTALMENT.test(hostile);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('Responsibilities: a worker\'s or an agent\'s duty to obey lawful or reasonable orders (C170)', () => {
  it('reads obeying, complying with or following lawful or reasonable orders, instructions or directions', () => {
    const got = categoriesOf(
      'The Deckhand shall obey all lawful orders of the Skipper while on board.',
      'The Agent shall comply with the reasonable directions of the Principal in promoting the Products.',
      'The Housekeeper must follow the Owners\' reasonable instructions on cleaning products and laundry.',
    );
    for (const labels of got) expect(labels).toContain('Responsibilities');
  });
  it('reads no Responsibilities in instructions without "lawful" or "reasonable", nor in work done in line with them', () => {
    const [visitor, exit] = categoriesOf(
      'Riders must follow the instructions of the guides at all times.',
      'The Contractor will close the site in line with the Council\'s reasonable instructions.',
    );
    expect(visitor).not.toContain('Responsibilities');
    expect(exit).not.toContain('Responsibilities');
  });
});

describe('Pricing & Taxes: a party paid a stated share of a base (C9)', () => {
  const [, SHARE] = PAID_AMOUNT_STRONG_CUES;
  const share = SHARE[0];
  it('reads the share as the amount, in figures or in words with the figure after', () => {
    for (const text of [
      'The Label shall pay the Artist eighteen percent (18%) of all streaming income it receives.',
      'The Gallery will pay the Sculptor a commission of 12% of the hammer price of each work sold.',
      'The Club shall pay the Physio a fee equal to seven and one-half per cent (7.5%) of the match-day receipts.',
      'If the Buyer resells the horse within two years, it shall pay the Breeding Farm 10% of any profit.',
    ]) expect(share.test(text), text).toBe(true);
    const [got] = categoriesOf('The Label shall pay the Artist eighteen percent (18%) of all streaming income it receives.');
    expect(got).toContain('Pricing & Taxes');
  });
  it('reads no share in a remedy, a late payment, a cancelling fee, nor a bare share of the price or an invoice', () => {
    for (const text of [
      'The Builder shall pay the Owner liquidated damages of 0.5% of the Contract Sum for each week of delay.',
      'The Hirer shall pay the Owner a penalty of ten per cent (10%) of the hire.',
      'If the Member pays late, it pays the Club a late charge of 2% of the unpaid sum.',
      'If you withdraw a painting before the sale, you will pay us a withdrawal fee of 15% of its reserve.',
      'The Buyer shall pay the Seller 30% of the Contract Price within ten days after signing.',
      'The Client shall pay the Consultant 90% of each invoice within 30 days.',
    ]) expect(share.test(text), text).toBe(false);
  });
});

describe('Pricing & Taxes: no share of a price paid as an advance or an instalment', () => {
  it('reads no share in "an advance of twenty percent (20%) of the price"', () => {
    const [, [share]] = PAID_AMOUNT_STRONG_CUES;
    expect(share.test('The Owner shall pay the Builder an advance of fifteen percent (15%) of the price within seven days.')).toBe(false);
    expect(share.test('The Owner shall pay the Builder a second instalment of 40% of the price on completion of the roof.')).toBe(false);
  });
});
