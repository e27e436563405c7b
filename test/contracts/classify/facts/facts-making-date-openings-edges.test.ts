/**
 * A notarial opening and "On <date>, <A> and <B> agree as follows" date the making (facts set 36's cause 5, h63f36), but
 * not one party agreeing after another's act on that date, nor a notary's certificate of acknowledgment opening "BE IT
 * KNOWN" (facts.ts EFFECTIVE_LOW; hrev53's review of round 1). Contracts of my own; the openings stay dated.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

const opening = 'This Agreement is made on 3 February 2031 between Brightwell Ltd ("Customer") and Ostrava Systems s.r.o. ("Supplier").';
const sale = 'This Sale Agreement is made between Brightwell Ltd (the "Seller") and Ostrava Systems s.r.o. (the "Buyer").';

describe('no date of making (hrev53)', () => {
  it('"On 1 April 2031, the Supplier delivers …, and the Customer agrees as follows"', () => {
    expect(effective(opening, 'On 1 April 2031, the Supplier delivers the software, and the Customer agrees as follows: to test it within 10 days.')).toEqual(['2031-02-03']);
  });
  it('"BE IT KNOWN, that on this 5th day …, John Smith acknowledged the foregoing signature" after the signatures', () => {
    expect(effective(sale, 'The price is EUR 100,000.', 'Signed: ____', 'BE IT KNOWN, that on this 5th day of March, 2031, before me, Notary, John Smith acknowledged the foregoing signature as his free act.')).toEqual([]);
  });
});

describe('the openings stay dated (hrev53, near misses)', () => {
  it('"On 3 March 2031, <A> and <B> agree as follows:" and a notarial act\'s opening', () => {
    expect(effective('On 3 March 2031, Acme Ltd and Beta Ltd agree as follows:', 'Beta shall pay Acme EUR 10 per kilogram.')).toEqual(['2031-03-03']);
    expect(effective('BE IT KNOWN, that on this 3rd day of March, 2031, before me, the undersigned Notary, personally came and appeared Brightwell Ltd (the "Seller") and Ostrava Systems s.r.o. (the "Buyer").', 'The price is USD 100,000.')).toEqual(['2031-03-03']);
  });
});
