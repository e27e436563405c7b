/**
 * An order's signers (party-details.ts): "Authorised by: <name>, <title>" under no heading signs for the party the
 * letterhead names, and "Order acknowledged by the Vendor: <name>, <title>, <date>" takes a date in figures (h86p's Left
 * for facts set 47; issue 18, h87p). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const ORDER = (authorised: string, acknowledged: string) => [
  'HILLTOP CANNERY LTD.',
  'Main Road, Roseau, Dominica · Tel. (767) 448 0000',
  'PURCHASE ORDER',
  'P.O. No.: HC-2039-014',
  'Date: 04/05/2039',
  "Vendor: Layou Valley Farmers' Co-operative Society Limited, Layou, Dominica",
  'Item | Description | Quantity | Unit price (EC$) | Amount (EC$)',
  '1 | Grapefruit, grade A | 200 crates | 45.00 | 9,000.00',
  'Conditions of purchase',
  '1. This order is placed by Hilltop Cannery Ltd. (the "Buyer") on these conditions only.',
  "2. Invoices are paid by transfer to the Vendor's account within thirty (30) days of receipt.",
  authorised,
  acknowledged,
];

describe("an order's issuer and its vendor sign by their fields", () => {
  it('"Authorised by:" signs for the letterhead\'s party; the acknowledgement with a date in figures for the vendor', () => {
    const got = contactLists(...ORDER('Authorised by: Curtis Joseph Baptiste, Procurement Officer', 'Order acknowledged by the Vendor: Marva Elaine Pascal, Secretary, 05/05/2039'));
    expect(got).toEqual([['HILLTOP CANNERY', ['Curtis Joseph Baptiste']], ["LAYOU VALLEY FARMERS' CO-OPERATIVE SOCIETY", ['Marva Elaine Pascal']]]);
  });
  it('"Approved by:" alike; a date in words as before', () => {
    const got = contactLists(...ORDER('Approved by: Curtis Joseph Baptiste', 'Order acknowledged by the Vendor: Marva Elaine Pascal, Secretary, 5 May 2039'));
    expect(got).toEqual([['HILLTOP CANNERY', ['Curtis Joseph Baptiste']], ["LAYOU VALLEY FARMERS' CO-OPERATIVE SOCIETY", ['Marva Elaine Pascal']]]);
  });
  it('a long condition above it (which ends any signature block) leaves "Authorised by:" to the letterhead\'s party', () => {
    const items = ORDER('Authorised by: Kenrick Lowe, Stores Manager', 'Order acknowledged by the Vendor: Marva Elaine Pascal, Secretary, 05/05/2039');
    const longCondition = '3. The Vendor shall pack the fruit in clean crates marked with the grade and the date of picking, and any crate found bruised or short in weight on arrival may be returned at its cost.';
    items.splice(items.length - 2, 0, longCondition);
    expect(longCondition.length).toBeGreaterThan(160);
    expect(contactLists(...items)).toEqual([['HILLTOP CANNERY', ['Kenrick Lowe']], ["LAYOU VALLEY FARMERS' CO-OPERATIVE SOCIETY", ['Marva Elaine Pascal']]]);
  });
  it('near miss: a word where the name stands is no contact', () => {
    const got = contactLists(...ORDER('Authorised by: Purchasing Department', 'Order acknowledged by the Vendor: Marva Elaine Pascal, Secretary, 05/05/2039'));
    expect(got[0]).toEqual(['HILLTOP CANNERY', []]);
  });
});
