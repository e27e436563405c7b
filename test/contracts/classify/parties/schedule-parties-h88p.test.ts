/**
 * Parties the preamble names only by where the Schedule states them ("the party whose name and address are set out in
 * Item 1 of the Schedule (the "Landlord")"), named on the Schedule's line for that item (parties/schedule-parties.ts;
 * facts set 49's cause 8, issue 18, h88p). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { scheduledParty } from '../../../../src/contracts/classify/parties/schedule-parties.js';
import { readsLinearly } from '../../../security/linear-time.js';

const LEASE = (item1: string, item2: string) => [
  'TENANCY AGREEMENT',
  'THIS AGREEMENT is made on the date stated in Item 3 of the Schedule',
  'BETWEEN',
  'the party whose name and address are set out in Item 1 of the Schedule (hereinafter referred to as "the Landlord") of the one part;',
  'AND',
  'the party whose name and address are set out in Item 2 of the Schedule (hereinafter referred to as "the Tenant") of the other part.',
  'NOW IT IS HEREBY AGREED as follows:',
  '1. The Tenant shall pay the Landlord the rent stated in Item 4 of the Schedule on the first day of each month.',
  '2. The Landlord shall keep the roof and the walls in good repair.',
  'THE SCHEDULE',
  item1,
  item2,
  'Item 3 – Date of this Agreement: 1st June 2039',
  'Item 4 – Rent: S$2,400.00 a month',
  'SIGNED by the Landlord',
  'Tan Wei Ling',
  'SIGNED for and on behalf of the Tenant',
  'Name: Rajesh Pillai',
  'Designation: Director',
];

describe('a party placed in the Schedule is named on its line (scheduledParty)', () => {
  it('an individual with an identity number and a company with its number', () => {
    const lease = LEASE('Item 1 – The Landlord: Tan Wei Ling (NRIC No. S7712345B), of 18 Jalan Kemuning, Singapore 769012',
      'Item 2 – The Tenant: Orchid Bay Trading Pte. Ltd. (UEN 201912345K), of 5 Kaki Bukit Road, Singapore 415935');
    expect(primary(...lease)).toEqual(['TAN WEI LING Supplier', 'ORCHID BAY TRADING Buyer']);
    expect(contactLists(...lease)).toEqual([['TAN WEI LING', []], ['ORCHID BAY TRADING', ['Rajesh Pillai']]]);
  });
  it('the item\'s number and a colon, no label', () => {
    expect(primary(...LEASE('Item 1: Tan Wei Ling, of 18 Jalan Kemuning, Singapore', 'Item 2: Orchid Bay Trading Pte. Ltd., of Kaki Bukit, Singapore')))
      .toEqual(['TAN WEI LING Supplier', 'ORCHID BAY TRADING Buyer']);
  });
  it('near miss: a Schedule with no line for the item names no party there', () => {
    expect(primary(...LEASE('Item 5 – Premises: 18 Jalan Kemuning', 'Item 6 – Term: two years'))).toEqual([]);
  });
  it('reads the slot in linear time', () => {
    readsLinearly((n) => {
      const text = 'the party whose name and name and name '.repeat(Math.ceil(n / 40)) + 'is stated in Schedule';
      return () => scheduledParty([text], 0, text, 0, text.length);
    });
  });
});
