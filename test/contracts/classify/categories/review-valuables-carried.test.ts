/**
 * Review of h70c55's Safety and Security cue for valuables carried on ordinary contract language (issue 18, hrev62):
 * armoured vehicles sold, firearms sold or not insured, funds released to a checked holder and a rate's lock-in are no
 * guarding. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('the guarding of valuables carried, not a thing sold or a term (hrev62)', () => {
  it('reads no security in armoured vehicles sold, firearms sold or not insured, funds released or a lock-in', () => {
    // Goods handed over by a date are Delivery (h90d's goods delivered by the verb alone); the vehicles' armour makes no
    // guarding of valuables.
    expect(one('The Supplier shall deliver twelve armoured vehicles to the Ministry by 30 June.')).toEqual(['Delivery']);
    expect(one('The Premises shall not be used for the sale of firearms or ammunition.')).not.toContain('Safety and Security');
    expect(one('Firearms and ammunition are excluded from cover under this Policy.')).toEqual([]);
    expect(one('The Bank shall release the funds only to an account holder whose identity it has verified.')).toEqual([]);
    expect(one('The fixed rate is locked with a lock-in period of two years.')).toEqual([]);
  });
  it('keeps cash carried in armoured vans, firearms listed, valuables handed to checked people, a padlock', () => {
    expect(one('Cash shall be carried only in armoured vehicles with two armed guards.')).toEqual(['Safety and Security']);
    expect(one('The Carrier shall move the bullion in an armoured van.')).toContain('Safety and Security');
    expect(one('(b) firearms and ammunition;')).toEqual(['Safety and Security']);
    expect(one('The cashier shall release the cash only to couriers whose identity she has confirmed.')).toContain('Safety and Security');
    expect(one('The Unit must be locked with your own padlock.')).toContain('Safety and Security');
  });
});
