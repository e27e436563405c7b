/**
 * Issue 18, h77f43d: facts set 43's date, money and term readers on hostile input, each unit a run of its near misses
 * repeated as one element, classified whole, in about linear time: a recurring price's months (agreement-terms.ts
 * RECURRING_PRICE_FOR), an aside between "paid for each delivery," and "within" (facts.ts PAYMENT), the town named as a
 * town and the Nordic "den" (place-of-making.ts TOWN_OF, facts.ts PLACE_BEFORE) and the local money marks ("YR",
 * "Nfa", "F CFA", a name inside the figure's words; currency.ts).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 43\'s date, money and term readers on hostile input (h77f43d)', () => {
  itClassifiesRepeatedLinearly('a monthly price of 2.450.000 FCFA, payable for a weekly fee for 6 months paid for each delivery, less ten, ');
  itClassifiesRepeatedLinearly('concluded in the city of the town of Sana\'a Mariehamn den Vasa den 15.1.2037 on ');
  itClassifiesRepeatedLinearly('YR 38,000 (thirty-eight Yemeni rials F CFA 2 500 CFA francs (Nfa 9,000.00 Nakfa ');
});
