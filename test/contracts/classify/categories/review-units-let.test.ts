/**
 * Review of h70c55's Asset Use cue for a let unit on ordinary contract language (issue 18, hrev62): a loan facility
 * drawn or units serviced with tools are no let place entered. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a let place is entered with what opens it (hrev62)', () => {
  it('reads no Asset Use in a loan facility drawn or units serviced with tools', () => {
    expect(one('The Borrower may access the facility by means of a drawdown request.')).toEqual([]);
    expect(one('The Supplier shall access the units with its own diagnostic tools.')).toEqual([]);
  });
  it('keeps the facility entered with a card or a gate code', () => {
    expect(one('You may enter the facility with your access card between 7 a.m. and 9 p.m.')).toEqual(['Asset Use']);
    expect(one('Tenants may access the site using the keypad code issued to them.')).toContain('Asset Use');
  });
});
