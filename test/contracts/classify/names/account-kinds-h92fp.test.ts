/**
 * A kind of bank account named with the bank's word ("your Savings Bank account") is no bank (institution-guards.ts 'a
 * kind of account'; facts set 53's cause 11, issue 18, h92fp). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const names = (text: string) => findNames(text).map((n) => text.slice(n.begin, n.end));

describe('a kind of account is no bank', () => {
  it('"Savings Bank account", "Current Bank Account" and "Fixed Deposit Bank a/c" name no body', () => {
    expect(names('Pay the price by NEFT to the Farmer\'s Savings Bank account with Canara Bank, Salem branch.')).toEqual(['Canara Bank']);
    expect(names('The deposit is kept in a Current Bank Account of the Society.')).toEqual([]);
    expect(names('Interest is credited to your Fixed Deposit Bank a/c every quarter.')).toEqual([]);
  });
  it('near misses: a savings bank named as a body stays one', () => {
    expect(names('The Post Office Savings Bank holds the security deposit.')).toEqual(['Post Office Savings Bank']);
    expect(names('The loan is made by the Savings Bank of Rhodes.')).toEqual(['Savings Bank of Rhodes']);
  });
});
