/**
 * One occurrence cancelled (an event, a performance, a flight) is no ending of the contract
 * (categories/cues/category-cues-cancelled-occurrences.ts), and money said not to be given back is billing
 * (categories/cues/category-cues-payment.ts); issue 18, h55c51. Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const PAYMENT = 'Payment Terms & Billing';
const ENDING = 'Term & Termination';

describe('A cancelled occurrence is no ending of the contract', () => {
  it('reads no Term & Termination where one show, match or flight is called off', () => {
    for (const text of [
      'If a Show is cancelled, the Promoter must refund each ticket holder within ten days.',
      'The Club is not required to refund the hire charge unless the League cancels the match.',
      'If the Operator cancels a scheduled flight, it shall refund the fare for that flight.',
    ]) expect(one(text)).not.toContain(ENDING);
  });
  it('keeps Term & Termination where the contract itself is cancelled or ends', () => {
    expect(one('If the Festival is cancelled, this Agreement terminates and the Promoter shall refund the pitch fee.')).toContain(ENDING);
    expect(one('If a Show is cancelled, the Promoter may cancel this Agreement by written notice.')).toContain(ENDING);
  });
});

describe('Money not given back is billing', () => {
  it('reads "non-refundable" and "not refundable" as a Payment Terms & Billing cue', () => {
    expect(one('The booking deposit is non-refundable, even if the Hirer cancels the party.')).toContain(PAYMENT);
    expect(cueOf(PAYMENT, 'The arrangement fee is not refundable.')).toBeTruthy();
  });
  it('reads no such cue in a thing returnable that is no money', () => {
    expect(cueOf(PAYMENT, 'Unsold stock is returnable within thirty days.')).toBeFalsy();
  });
});
