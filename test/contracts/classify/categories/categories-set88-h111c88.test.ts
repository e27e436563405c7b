/**
 * Set 88's categories (issue 18, h111c88): a permit suspended or given up, a stay ended early, heirs bound (C241); a
 * price fixed by a party and a change to it told (C242); another operator's goods or trips not sold (C243). Sentences
 * written for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { END_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { PRICE_CHANGE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-changes.js';
import { TRADE_BOUND_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-trade-bounds.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const PIER = 'This agreement is made in Leeds on 3 May 2040 between Leeds City Council (the "Council") and Tom Hale, of Leeds (the "Operator").';
const SPA = 'This contract is made between Harrogate Spa Ltd (the "Spa") and Ann Reed, of York (the "Guest").';

describe('C241: a permit suspended or given up, a stay ended early, heirs bound', () => {
  it.each([
    'The Council may suspend the permit for two weeks if the Operator leaves litter on the pier.',
    'The Operator may give up the licence at any time by handing it back with a month\'s notice.',
    'The Operator may surrender this permit at the end of any season.',
    'Suspension of the licence gives the Operator no right to a refund.',
    'The Spa may end the stay early if the Guest breaches the house rules.',
    'We may cut short your tour early if you endanger other travellers.',
    'If the Guarantor dies, this guarantee binds her heirs for the sums owed at her death.',
  ])('Term & Termination: %s', (text) => expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(PIER, 'The Council may suspend the permit for two weeks if the Operator leaves litter on the pier.')).toContain('Term & Termination');
    expect(categoriesOf(SPA, 'The Spa may end the stay early if the Guest breaches the house rules.')).toContain('Term & Termination');
  });
  it.each([
    'If the Supplier loses its permit, it tells the Client at once.',
    'The Operator may suspend the service during storms.',
    'The Guest gives up the room key at the end of the stay.',
    'At the end of the stay the Spa returns the Guest\'s valuables.',
    'The Guest may leave the course early and go home.',
    'If the Owner dies, the sum is paid to her heirs.',
  ])('near miss: %s', (text) => expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(false));
});

describe('C242: a price fixed by a party, a change to it told', () => {
  it.each([
    'The ticket prices are fixed by the Council each spring.',
    'The tariffs are set by the Port Authority.',
    'The Council tells the Operator a month ahead of any change to the fees.',
    'The Club gives notice of an increase in the prices on its website.',
  ])('Pricing & Taxes: %s', (text) => expect(anyOf(PRICE_CHANGE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(PIER, 'The ticket prices are fixed by the Council each spring.')).toContain('Pricing & Taxes'));
  it.each([
    'The date of the fair is fixed by the Council.',
    'The Bank tells the Customer of any change in the rates of interest.',
    'The Operator tells the Council of any change to the timetable.',
    'The price list is set out in Annex 2.',
  ])('near miss: %s', (text) => expect(anyOf(PRICE_CHANGE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false));
});

describe('C243: another operator\'s or producer\'s goods or trips not sold', () => {
  it.each([
    'The Agent may not sell the boat tours of another operator from the kiosk.',
    'The Shop must not sell the cheeses of any other Welsh or Irish producer.',
    'The Hotel does not promote the excursions of another local provider.',
  ])('Scope of Work: %s', (text) => expect(anyOf(TRADE_BOUND_STRONG_CUES, 'Scope of Work', text)).toBe(true));
  it.each([
    'The Agent may not sell the tickets at another price.',
    'The Agent sells the boat tours of another operator.',
    'The Shop may not sell cheese of its own make from another shop.',
  ])('near miss: %s', (text) => expect(anyOf(TRADE_BOUND_STRONG_CUES, 'Scope of Work', text)).toBe(false));
});

describe('the new patterns read hostile text in linear time', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [END_STRONG_CUES, PRICE_CHANGE_STRONG_CUES, TRADE_BOUND_STRONG_CUES];
  it.each(['may suspend the ', 'if the a dies binds ', 'end the stay ', 'any change to the ', 'are fixed by ', 'not sell the a of another a '])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
  it('a guest\'s stay ended early is read whatever the ender is called', () =>
    fc.assert(fc.property(fc.constantFrom('Spa', 'Hotel', 'Sanatorium', 'Camp', 'Clinic'), (who) =>
      anyOf(END_STRONG_CUES, 'Term & Termination', `The ${who} may end the stay early.`)), { numRuns: 5 }));
});
