/**
 * The place of making (place-of-making.ts): the formulas that say where a contract was made, read by the contract's
 * facts (the sentence dates the making) and by the places in a place's position (the words after it are a town).
 */
import { describe, expect, it } from 'vitest';
import { CONCLUDED_AT, DONE_AT, MADE_AT } from '../../../../src/contracts/classify/document/place-of-making.js';
import { placesInPosition } from '../../../../src/contracts/classify/names/place-positions.js';

const places = (text: string) => placesInPosition(text).map((s) => text.slice(s.begin, s.end));

describe('the place of making', () => {
  it('reads "made at|in <Place> on" with up to four capitalised words and a state after a comma, case-sensitive', () => {
    expect([
      'This Agreement is made at Port Louis on this 10th day of May 2026',
      'This Lease is made in Kota Kinabalu, State of Sabah, on 4 June 2026',
      'Made in Coimbra on 9 January 2026 by and among:',
      'any payment made at any time on request',
      'payments are made in euros on the first day of each month',
    ].map((t) => MADE_AT.test(t))).toEqual([true, true, true, false, false]);
  });

  it('reads a place whose letters are outside A–Z, as CONCLUDED_AT does (one place word, h59f35)', () => {
    expect([
      'This agreement is made in Ħamrun on 9 May 2033',
      'This agreement is made at Łódź, Poland, on 9 May 2033',
      'This agreement is made in Xgħajra on 9 May 2033',
      'it was concluded in Gżira on 9 May 2033',
    ].map((t) => MADE_AT.test(t) || CONCLUDED_AT.test(t))).toEqual([true, true, true, true]);
  });

  it('reads "Done|Drawn up|Made at|in <Place>, on|this" only where it opens the element', () => {
    expect([
      'Done in Saint-Étienne, on 20 November 2026, in two original copies.',
      'Drawn up at Ghent this 3rd day of March 2026.',
      'The parties have done in Ghent on 3 March 2026',
    ].map((t) => DONE_AT.test(t))).toEqual([true, true, false]);
  });

  it('reads "concluded at|in <Place> on", capitalised only where it opens the element', () => {
    expect([
      'SERVICE AGREEMENT concluded in Nowy Targ on 3 March 2026 between:',
      'Concluded in Novi Sad on 3 March 2026 by and between the undersigned:',
      'The sale was Concluded in Novi Sad on 3 March 2026',
      'the negotiations concluded in good faith on 3 March 2026',
    ].map((t) => CONCLUDED_AT.test(t))).toEqual([true, true, false, false]);
  });

  it('gives the place-position reader the town after the formula', () => {
    expect(places('This Agreement is made at Port Louis on 10 May 2026.')).toEqual(['Port Louis']);
    expect(places('Signed for Harbour Foods Limited at Whitby on 3 May 2026')).toEqual(['Whitby']);
    expect(places('Made in Cuneo on 3 May 2026 between the parties below.')).toEqual(['Cuneo']);
    expect(places('In Patras, on 3 May 2026, the following parties:')).toEqual(['Patras']);
    expect(places('The fees are made in Euros on 1 May 2026.')).toEqual([]);
  });
});
