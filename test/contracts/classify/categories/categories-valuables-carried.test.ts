/**
 * Safety and Security for the guarding of cash or valuables carried (issue 18, h70c55; set 55's fourth category cause):
 * armoured vehicles, armed guards, tamper-evident bags, firearms and ammunition, a handover only to people whose
 * identity was checked, a place locked with one's own lock. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('the guarding of cash or valuables carried is Safety and Security (h70c55)', () => {
  it('reads armoured vehicles, armed guards, tamper-evident bags, firearms and identity checked', () => {
    expect(one('The Carrier shall move the bullion in an armoured van escorted by armed guards.')).toContain('Safety and Security');
    expect(one('The Store shall place the takings in a tamper-evident bag before each collection.')).toContain('Safety and Security');
    expect(one('(b) firearms and ammunition;')).toEqual(['Safety and Security']);
    expect(one('The cashier shall release the cash only to couriers whose identity she has confirmed.')).toContain('Safety and Security');
    expect(one('You must keep the locker locked with your own padlock.')).toContain('Safety and Security');
  });
  it('reads no security in seals sold or an identity verified for an account', () => {
    expect(one('The Supplier shall sell tamper-evident seals to the Customer at the prices in Schedule 2.')).toEqual(['Pricing & Taxes']);
    expect(one('The Bank shall verify the identity of each customer before opening an account.')).not.toContain('Safety and Security');
  });
});
