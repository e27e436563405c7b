/**
 * Facts set 54's causes 13–16 (issue 18, h93fd), each decided on sentences written for it, near misses kept:
 * - 13: a date alone on its line over a party's signing line (facts/bare-date-over-signers.ts), a place joined by a
 *   German particle ("… im …", document/place-of-making.ts), and "In <town>, <island>, on <date>, between …" whose
 *   opening ends "the following contract … has been agreed" (facts.ts);
 * - 14: a price said "a lb" and a buyer's "we can do $…" (facts/amount-cues.ts), paying by e-transfer
 *   (facts/money-sent.ts);
 * - 15: days of work a party owes are no term nor time to pay (facts/agreement-terms.ts `measuresWork`);
 * - 16: a subject line's year after the kind (document/contract-types.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareDateOverSigner, partyLabelBelow } from '../../../../src/contracts/classify/facts/bare-date-over-signers.js';
import { measuresWork } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { sendsMoney } from '../../../../src/contracts/classify/facts/money-sent.js';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { amounts, effective, paymentTerms, terms, types } from '../facts-readers.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('a date alone over the signing lines (cause 13)', () => {
  const body = 'The Seller sells the whole crop of the persimmon orchard described above to the Buyer, who harvests it at its own cost before the end of November.';
  it('in dotted figures or in words, over a form\'s "Party A (Seller):" line', () => {
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, '2041. 10. 3.', 'Party A (Seller): Han Mi-rae (seal)', 'Party B (Buyer): Gamnara Fruit Co., Ltd.')).toEqual(['2041-10-03']);
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, '3 October 2041', 'Party A: Han Mi-rae', 'Party B: Gamnara Fruit Co., Ltd.')).toEqual(['2041-10-03']);
  });
  it('over a role\'s label or a company\'s line', () => {
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, '3 October 2041', 'Seller: Han Mi-rae', 'Buyer: Gamnara Fruit Co., Ltd.')).toEqual(['2041-10-03']);
  });
  it('near misses: a date with words before it, a clause under it, a date the body goes on after', () => {
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, 'Harvest by 3 October 2041', 'Party A (Seller): Han Mi-rae (seal)')).toEqual([]);
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, '3 October 2041', 'Party A: shall deliver the keys to the orchard gate.')).toEqual([]);
    expect(effective('PERSIMMON FIELD SALE CONTRACT', body, '3 October 2041', 'Party A: Han Mi-rae', `${body} The Buyer pays the whole price before its pickers come.`)).toEqual([]);
  });
  it('the form\'s party lines read alone', () => {
    expect(partyLabelBelow(lines('x', 'Seller (Party A): Han Mi-rae'), 0)).toBe(true);
    expect(partyLabelBelow(lines('x', 'First Party (Lessor): ________'), 0)).toBe(true);
    expect(partyLabelBelow(lines('x', 'Party A is the owner of the orchard.'), 0)).toBe(false);
    expect(bareDateOverSigner(lines('2041. 10. 3.', 'Party B: Gamnara'), 0, 0, 11, () => false)).toBe(true);
    expect(bareDateOverSigner(lines('Seoul, 2041. 10. 3.', 'Party B: Gamnara'), 0, 7, 18, () => false)).toBe(false);
  });
});

describe('a place joined by a German particle, and an opening that agrees "the following contract" (cause 13)', () => {
  it('"<town> im <valley>, <date>" over "For …:" dates the signing', () => {
    expect(effective('GRAZING AGREEMENT', 'The Owner lets the meadow for the summer.', 'Sankt Johann im Pongau, 02.05.2041', 'For the Grazing Cooperative:', 'Anton Hutter, Chairman')).toEqual(['2041-05-02']);
    expect(effective('GRAZING AGREEMENT', 'The Owner lets the meadow for the summer.', 'Weiden in der Oberpfalz, 2 May 2041', 'For the Grazing Cooperative:', 'Anton Hutter')).toEqual(['2041-05-02']);
  });
  it('"In <town>, <island>, on <date>, between …, the following contract … has been agreed:" dates its making', () => {
    const opening = 'In Puerto Ayora, Santa Cruz Island, on March 4, 2041, between ISLA VERDE TOURS SpA, represented by its manager, hereinafter "the Operator", and Mr. Tomás Vera Loor, boat captain, hereinafter "the Captain", the following contract for the charter of a boat has been agreed:';
    expect(effective('BOAT CHARTER CONTRACT', opening, 'FIRST: The Captain sails the boat on the days the Operator tells him.')).toEqual(['2041-03-04']);
  });
  it('near miss: an earlier agreement concluded between the parties stays none', () => {
    const recital = 'In Puerto Ayora, Santa Cruz Island, on March 4, 2041, between ISLA VERDE TOURS SpA, hereinafter "the Operator", and Mr. Tomás Vera Loor, hereinafter "the Captain", a charter agreement was concluded which the parties now end.';
    expect(effective('TERMINATION LETTER', recital)).toEqual([]);
  });
});

describe('a price said "a lb", a buyer\'s offer, paying by e-transfer (cause 14)', () => {
  it('"$4.10 a lb" and "we can do $…" are prices', () => {
    expect(amounts('BLUEBERRY PURCHASE', 'We can do $4.10 a lb for the wild berries and $2.75 a lb for the culls.')).toEqual(['4.1 USD', '2.75 USD']);
    expect(amounts('BLUEBERRY PURCHASE', 'For the frozen ones I could do $3.00.')).toEqual(['3 USD']);
    expect(speaksOfMoney('Hay is $9 a bale at the barn.')).toBe(true);
  });
  it('near misses: a fine by the day, a figure "a lb" with no money', () => {
    expect(speaksOfMoney('A late truck costs nothing, but the fine is $40 a day.')).toBe(false);
    expect(speaksOfMoney('Boxes hold 25 a lb of berries.')).toBe(false);
  });
  it('"We e-transfer within 5 days" is a time to pay; wiring money too', () => {
    expect(paymentTerms('BLUEBERRY PURCHASE', 'We e-transfer within 5 days of each delivery.')).toEqual(['5 days']);
    expect(paymentTerms('HAY PURCHASE', 'The Buyer wires the price within ten (10) days after the hay is loaded.')).toEqual(['10 days']);
  });
  it('near misses: wiring a thing, a transfer of goods', () => {
    expect(sendsMoney('The Contractor wires the alarm to the panel within 5 days.')).toBe(false);
    expect(paymentTerms('HAY PURCHASE', 'The Seller transfers the bales to the barn within 5 days.')).toEqual([]);
    expect(sendsMoney('I\'ll e-transfer you the balance.')).toBe(true);
  });
});

describe('days of work a party owes (cause 15)', () => {
  it('"one day of work" and "two days\' labour" are neither a term nor a time to pay', () => {
    const clause = 'Each member does one day of work at the spring clearing of the pasture for every five cows, or pays € 90,– for each day not worked.';
    expect(terms('GRAZING AGREEMENT', clause)).toEqual([]);
    expect(paymentTerms('GRAZING AGREEMENT', clause)).toEqual([]);
    expect(paymentTerms('HARVEST AGREEMENT', 'The Picker gives two days\' labour at the vintage, and the Owner pays him € 400 for it.')).toEqual([]);
  });
  it('near misses: a time counted from the work, the contract\'s length', () => {
    expect(paymentTerms('WORKS CONTRACT', 'The Owner pays the invoice within 10 days of work being completed.')).toEqual(['10 days']);
    expect(measuresWork('The engagement lasts 30 days of work.', 21, 28, 30)).toBe(false);
    expect(measuresWork('does one day of work', 5, 12, 1)).toBe(true);
  });
  it('property: "N days of work" owed is never a time to pay, whatever N', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), (n) => {
      expect(paymentTerms('GRAZING AGREEMENT', `Each member does ${n} days of work on the pasture, or pays € 90,– for each day not worked.`)).toEqual([]);
    }), { numRuns: 5 });
  });
});

describe('a subject line\'s year after the kind (cause 16)', () => {
  it('gives the kind without the year', () => {
    expect(types('Dear Aroha,', 'Re: Kiwifruit supply agreement 2041', 'We confirm that we will buy your fruit this season.')).toEqual(['Kiwifruit supply agreement']);
    expect(types('GRAZING LICENCE 2041/42', 'The Owner lets the paddock.')).toEqual(['GRAZING LICENCE']);
  });
  it('near miss: a year that is a clause\'s', () => {
    expect(types('Re: the 2041 season', 'We confirm that we will buy your fruit this season.')).toEqual([]);
  });
});
