/**
 * The items of a payment lead-in that each give an instalment take its amount and its payment (C6, C9;
 * categories/category-instalment-items.ts, issue 18, h55c51). Sentences written for these tests, not taken from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PAYMENT = 'Payment Terms & Billing';
const PRICING = 'Pricing & Taxes';
const preamble = 'This Agreement is made between Fjordline Media AS ("Producer") and Harbour Lights Ltd ("Studio").';

describe('Instalment items under a payment lead-in', () => {
  it('reads an amount paid at a moment as the amount and its payment', () => {
    const [, , first, second, balance] = categoriesOf(
      preamble,
      'Studio will pay the Production Fee in three instalments:',
      { text: '(a) NOK 150,000 on signing of this Agreement;', kind: 'listItem' },
      { text: '(b) NOK 150,000 when Producer delivers the rough cut; and', kind: 'listItem' },
      { text: '(c) the balance of the Production Fee within 30 days after final delivery.', kind: 'listItem' },
    );
    expect(first).toEqual(expect.arrayContaining([PAYMENT, PRICING]));
    expect(second).toEqual(expect.arrayContaining([PAYMENT, PRICING]));
    // The balance names no amount of its own: its payment alone.
    expect(balance).toContain(PAYMENT);
    expect(balance).not.toContain(PRICING);
  });
  it('leaves an item as read where the lead-in pays nothing or the item names no moment', () => {
    const [, , cover] = categoriesOf(
      preamble,
      'Producer shall maintain the following insurance:',
      { text: '(a) public liability insurance of £5,000,000 for any one occurrence;', kind: 'listItem' },
    );
    expect(cover).not.toContain(PAYMENT);
    const [, , rate] = categoriesOf(
      preamble,
      'Studio shall pay Producer the following day rates:',
      { text: '(a) $1,200 per shooting day for the director;', kind: 'listItem' },
    );
    expect(rate).toContain(PRICING);
  });
  it('leaves a percentage instalment as read (the sets label it the payment alone)', () => {
    const [, , share] = categoriesOf(
      preamble,
      'The Production Fee is payable as follows:',
      { text: '(a) 40% on signing of this Agreement;', kind: 'listItem' },
    );
    expect(share).toEqual([PAYMENT]);
  });
});
